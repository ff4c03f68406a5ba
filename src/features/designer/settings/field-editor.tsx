// Picks the editor of a field by its type: one table, checked complete by the compiler.
import type { ComponentType } from 'react';
import { ConditionSetting } from './condition-setting';
import type { FieldEditorProps } from './editor-props';
import type { FieldType } from './field-def';
import { HexEditor } from './hex-editor';
import { RichTextSetting } from './rich-text-setting';
import { NumberEditor, SelectEditor, SwitchEditor, TextEditor } from './scalar-editors';

const editors = {
  switch: SwitchEditor,
  select: SelectEditor,
  number: NumberEditor,
  text: TextEditor,
  hex: HexEditor,
  rich_text: RichTextSetting,
  condition: ConditionSetting,
} satisfies { [T in FieldType]: ComponentType<FieldEditorProps<T>> };

export function FieldEditor(props: FieldEditorProps) {
  const Editor = editors[props.def.type] as ComponentType<FieldEditorProps>;
  return <Editor {...props} />;
}
