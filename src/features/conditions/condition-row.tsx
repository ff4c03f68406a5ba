// One condition of the builder: question, is/not, function (only those its type allows), and
// what it compares with: answers ("1+2, 3"), a number, a range or a text.
import { useId, useState } from 'react';
import { allowedConditionFunctions, type Condition, type ConditionFunction } from '../../../schema';
import { formatAnswerExpression, parseAnswerExpression } from './answer-expression';
import { functionLabels, operandOf, type ConditionSubject } from './condition-subject';

interface Props {
  readonly condition: Condition;
  readonly subjects: readonly ConditionSubject[];
  readonly position: string;
  readonly onChange: (patch: Partial<Omit<Condition, 'kind'>>) => void;
}

export function ConditionRow({ condition, subjects, position, onChange }: Props) {
  const id = useId();
  const subject = subjects.find((s) => s.id === condition.question_id);
  const functions = subject ? allowedConditionFunctions(subject.type) : [];
  const operand = subject ? operandOf(subject.type, condition.fn) : 'none';

  const chooseSubject = (subjectId: string) => {
    const next = subjects.find((s) => s.id === subjectId);
    const fn: ConditionFunction = next && allowedConditionFunctions(next.type).includes(condition.fn) ? condition.fn : next?.type === 'quota_definition' ? 'quotaFull' : 'answered';
    onChange({ question_id: subjectId, fn, answers: [], value: undefined, value2: undefined });
  };

  return (
    <div className="condition-row" role="group" aria-label={`Condition ${position}`}>
      <label className="visually-hidden" htmlFor={`${id}-q`}>Question for condition {position}</label>
      <select id={`${id}-q`} value={condition.question_id} onChange={(e) => chooseSubject(e.target.value)}>
        <option value="">Choose a question…</option>
        {subjects.map((s) => <option key={s.id} value={s.id}>{s.name}{s.label ? ` — ${s.label.slice(0, 60)}` : ''}</option>)}
      </select>
      {condition.question_id && !subject && <span className="form-error" role="alert">This question no longer exists</span>}
      <label className="visually-hidden" htmlFor={`${id}-n`}>Is or is not, condition {position}</label>
      <select id={`${id}-n`} value={condition.negate ? 'not' : 'is'} onChange={(e) => onChange({ negate: e.target.value === 'not' })}>
        <option value="is">is</option>
        <option value="not">is not</option>
      </select>
      <label className="visually-hidden" htmlFor={`${id}-f`}>Function for condition {position}</label>
      <select id={`${id}-f`} value={condition.fn} disabled={!subject}
        onChange={(e) => onChange({ fn: e.target.value as ConditionFunction, answers: [], value: undefined, value2: undefined })}>
        {(functions.length ? functions : [condition.fn]).map((fn) => <option key={fn} value={fn}>{functionLabels[fn]}</option>)}
      </select>
      {subject && operand === 'answers' && <AnswersInput key={`${subject.id}-${condition.fn}`} condition={condition} subject={subject} position={position} onChange={onChange} />}
      {operand === 'number' && (
        <NumberInput label={`Value for condition ${position}`} value={condition.value} onChange={(value) => onChange({ value })} />
      )}
      {operand === 'range' && (
        <>
          <NumberInput label={`From for condition ${position}`} value={condition.value} onChange={(value) => onChange({ value })} />
          <span aria-hidden>and</span>
          <NumberInput label={`To for condition ${position}`} value={condition.value2}
            onChange={(value) => onChange({ value2: typeof value === 'number' ? value : undefined })} />
        </>
      )}
      {operand === 'text' && (
        <input aria-label={`Text for condition ${position}`} value={condition.value === undefined ? '' : String(condition.value)}
          onChange={(e) => onChange({ value: e.target.value })} />
      )}
    </div>
  );
}

function NumberInput({ label, value, onChange }: { label: string; value: number | string | undefined; onChange: (v: number | undefined) => void }) {
  return (
    <input type="number" aria-label={label} className="condition-number" value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))} />
  );
}

/** Answer codes typed with + (and) and , (or); kept as text while invalid, stored as ids once valid. */
function AnswersInput({ condition, subject, position, onChange }: Omit<Props, "subjects"> & { subject: ConditionSubject }) {
  const [text, setText] = useState(() => formatAnswerExpression(condition.answers, subject.answers));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const change = (next: string) => {
    setText(next);
    const parsed = parseAnswerExpression(next, subject.answers);
    setError(parsed.ok ? null : parsed.message);
    if (parsed.ok) onChange({ answers: parsed.answers });
  };
  return (
    <span className="condition-answers">
      <input aria-label={`Answers for condition ${position}`} placeholder="e.g. 1+2, 3" value={text}
        aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} onChange={(e) => change(e.target.value)} />
      <span className="muted condition-hint">{subject.answers.map((a) => `${a.code} ${a.label}`).join(' · ')}</span>
      {error && <span id={errorId} className="form-error" role="alert">{error}</span>}
    </span>
  );
}
