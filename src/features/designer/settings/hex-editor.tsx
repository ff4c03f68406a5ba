// A colour as six hex digits without '#' (spec §5). Only a valid colour is handed over; an emptied
// box removes the setting so the default colour of spec §9 applies again.
import { HexField, isValidHex } from '../../../widgets/form';
import type { FieldEditorProps } from './editor-props';
import { flushOnEnter } from './scalar-editors';
import { useFieldDraft } from './use-field-draft';

export function HexEditor({ def, path, label, value, disabled, emit }: FieldEditorProps<'hex'>) {
  const stored = typeof value === 'string' ? value.toLowerCase() : '';
  const { draft, setDraft, flush, leave } = useFieldDraft(stored, (next) => {
    if (next === '') emit([{ path }]);
    else if (isValidHex(next)) emit([{ path, value: next }]);
  });
  return (
    <div onBlur={leave} onKeyDown={flushOnEnter(flush)}>
      <HexField label={label} hint={def.hint} value={draft} disabled={disabled} onChange={setDraft} />
    </div>
  );
}
