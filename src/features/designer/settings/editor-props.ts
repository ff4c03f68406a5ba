import type { Component } from '../../../../schema';
import type { ConditionSubject } from '../../conditions/condition-subject';
import type { DynamicTextSource } from '../../../widgets/rich-text';
import type { FieldDef, FieldType } from './field-def';
import type { SettingChange } from './setting-change';

/** What every field editor gets: its definition, where it writes, the stored value and the emitter. */
export interface FieldEditorProps<T extends FieldType = FieldType> {
  readonly def: Extract<FieldDef<Component>, { type: T }>;
  readonly component: Component;
  /** The record path, resolved for the language being edited. */
  readonly path: readonly string[];
  /** The visible label (with the language code when editing another language). */
  readonly label: string;
  readonly value: unknown;
  /** Shown while the field is empty: in a translation, the default-language text to translate. */
  readonly placeholder?: string | undefined;
  /**
   * What condition editors may refer to. A function, called only when a builder opens: listing
   * the subjects walks the whole survey, which no edit of a text should have to wait for.
   */
  readonly listSubjects: () => readonly ConditionSubject[];
  /** Survey items a rich text may insert as dynamic text. */
  readonly dynamicTextSources?: readonly DynamicTextSource[] | undefined;
  readonly disabled: boolean;
  /** Emits the changes as one undoable operation named after the field. */
  readonly emit: (changes: readonly SettingChange[]) => void;
}
