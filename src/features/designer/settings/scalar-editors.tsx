// Editors of plain values: switch and select emit at once; number and text at each pause in the
// typing and when the field is left (use-field-draft.ts).
import type { KeyboardEvent } from 'react';
import { NumberField, SelectField, SwitchField, TextAreaField, TextField } from '../../../widgets/form';
import type { FieldEditorProps } from './editor-props';
import { useFieldDraft } from './use-field-draft';

/** Enter in a one-line box hands the value over at once. */
export const flushOnEnter = (flush: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter') flush();
};

export function SwitchEditor({ def, path, label, value, disabled, emit }: FieldEditorProps<'switch'>) {
  return (
    <SwitchField
      label={label}
      hint={def.hint}
      checked={value === true}
      disabled={disabled}
      onChange={(checked) => emit([{ path, value: checked }])}
    />
  );
}

export function SelectEditor({ def, component, path, label, value, disabled, emit }: FieldEditorProps<'select'>) {
  const shown = value === null && def.nullOption !== undefined ? def.nullOption : typeof value === 'string' ? value : '';
  const choose = (next: string) => {
    if (next === shown) return;
    if (def.changes) {
      const changes = def.changes(component, next);
      if (changes.length > 0) emit(changes);
      return;
    }
    emit([{ path, value: next === def.nullOption ? null : next }]);
  };
  return <SelectField label={label} hint={def.hint} options={def.options} value={shown} disabled={disabled} onChange={choose} />;
}

function numberError(value: number | null, def: FieldEditorProps<'number'>['def']): string | null {
  if (value === null) return def.nullable ? null : 'Enter a number';
  if (def.positive && value <= 0) return 'Must be more than 0';
  return null;
}

export function NumberEditor({ def, component, path, label, value, disabled, emit }: FieldEditorProps<'number'>) {
  const stored = typeof value === 'number' ? value : null;
  const { draft, setDraft, flush, leave } = useFieldDraft(stored, (next) => {
    if (numberError(next, def) === null) emit([{ path, value: next }]);
  });
  return (
    <div onBlur={leave} onKeyDown={flushOnEnter(flush)}>
      <NumberField
        label={label}
        hint={def.hint}
        value={draft}
        min={def.min}
        max={def.max}
        decimalPlaces={def.decimals?.(component) ?? 0}
        error={numberError(draft, def)}
        disabled={disabled}
        onChange={setDraft}
      />
    </div>
  );
}

export function TextEditor({ def, path, label, value, placeholder, disabled, emit }: FieldEditorProps<'text'>) {
  const stored = def.codec ? def.codec.toText(value) : typeof value === 'string' ? value : '';
  const { codec } = def;
  const { draft, setDraft, flush, leave } = useFieldDraft(stored, (next) => {
    if (def.required && next.trim() === '') return;
    const parsed = codec ? codec.fromText(next) : next;
    // An emptied language text is removed rather than stored as ''.
    emit([def.language && next === '' ? { path } : { path, value: parsed }]);
  }, { shown: codec && ((next: string) => codec.toText(codec.fromText(next))) });
  const common = { label, hint: def.hint, value: draft, placeholder, required: def.required, disabled, onChange: setDraft, onBlur: leave };
  if (def.multiline) return <TextAreaField {...common} />;
  return (
    <div onKeyDown={flushOnEnter(flush)}>
      <TextField {...common} />
    </div>
  );
}
