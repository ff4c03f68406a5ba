// The widget that fits one answer group's value kind on a respondent's page: radios for a single
// choice (with "No answer"), checkboxes for a multi, the 'other' box (enabled only while its
// answer is chosen, spec §3), a date, a number, or a text area.
import { CheckboxField, RadioGroupField, TextAreaField, TextField } from '../../widgets/form';
import type { AnswerGroupModel, GroupDraft } from './respondent-answers';

const NO_ANSWER = '__none__';

export interface AnswerGroupEditorProps {
  readonly group: AnswerGroupModel;
  /** The field's label: the question (and the group's column name when it has several). */
  readonly label: string;
  readonly draft: GroupDraft;
  readonly error: string | null;
  readonly disabled: boolean;
  readonly onChange: (draft: GroupDraft) => void;
}

export function AnswerGroupEditor({ group, label, draft, error, disabled, onChange }: AnswerGroupEditorProps) {
  const set = (patch: Partial<GroupDraft>) => onChange({ ...draft, ...patch });
  const otherChosen = draft.codes.some((code) => group.otherCodes.includes(code));
  const otherBox = group.otherCodes.length > 0 && (
    <TextField label={`${label}: other text`} value={draft.otherText} disabled={disabled || !otherChosen} onChange={(otherText) => set({ otherText })} />
  );
  switch (group.kind) {
    case 'single':
      return (
        <>
          <RadioGroupField label={label} error={error} disabled={disabled} value={draft.codes[0] ?? NO_ANSWER}
            options={[{ value: NO_ANSWER, label: 'No answer' }, ...group.choices.map((c) => ({ value: c.code, label: `${c.label} (${c.code})` }))]}
            onChange={(value) => set({ codes: value === NO_ANSWER ? [] : [value] })} />
          {otherBox}
        </>
      );
    case 'multi':
      return (
        <fieldset className="respondent-answer__choices" disabled={disabled}>
          <legend>{label}</legend>
          {group.choices.map((choice) => (
            <CheckboxField key={choice.code} label={`${choice.label} (${choice.code})`} checked={draft.codes.includes(choice.code)}
              onChange={(on) => set({ codes: on ? [...draft.codes, choice.code] : draft.codes.filter((c) => c !== choice.code) })} />
          ))}
          {error && <p className="form-error" role="alert">{error}</p>}
          {otherBox}
        </fieldset>
      );
    case 'date':
      return <TextField type="date" label={label} value={draft.date} error={error} disabled={disabled} onChange={(date) => set({ date })} />;
    case 'numeric':
      return <TextField type="number" label={label} value={draft.numeric} error={error} disabled={disabled} onChange={(numeric) => set({ numeric })} />;
    case 'text':
      return <TextAreaField label={label} value={draft.text} error={error} disabled={disabled} onChange={(text) => set({ text })} />;
    default: {
      const never: never = group.kind;
      throw new RangeError(`Unknown answer group kind ${String(never)}`);
    }
  }
}
