// A per-language rich text (question, instruction, exit text, labels) in the ProseMirror editor;
// full mode has the HTML view. The text is handed over at each pause in the typing and when focus
// leaves the editor (use-field-draft.ts).
import { useId } from 'react';
import { leavesElement } from '../../../widgets/form';
import { RichTextEditor } from '../../../widgets/rich-text';
import type { FieldEditorProps } from './editor-props';
import { useFieldDraft } from './use-field-draft';

export function RichTextSetting({ def, path, label, value, placeholder, disabled, emit, dynamicTextSources }: FieldEditorProps<'rich_text'>) {
  const stored = typeof value === 'string' ? value : '';
  const { draft, setDraft, leave } = useFieldDraft(stored, (next) => emit([next === '' ? { path } : { path, value: next }]));
  const labelId = useId();
  return (
    <div
      className="field settings-rich-text"
      role="group"
      aria-labelledby={labelId}
      onBlur={(event) => {
        if (leavesElement(event)) leave();
      }}
    >
      <span className="field__label" id={labelId}>
        {label}
      </span>
      {def.hint ? <span className="field__hint">{def.hint}</span> : null}
      <RichTextEditor label={label} mode={def.mode} value={draft} onChange={setDraft} readOnly={disabled} placeholder={placeholder}
        {...(dynamicTextSources ? { dynamicTextSources } : {})} />
    </div>
  );
}
