// The "answered" part of the Data tab's filters: the condition builder (src/features/conditions)
// in a modal, and under its button each condition with what became of it: applied, or "Not
// supported" (spec §5) with the reason, and then not applied.
import { useState } from 'react';
import type { ConditionGroup, ConditionNode } from '../../../schema';
import { Button, Tag } from '../../widgets/feedback';
import { Modal } from '../../widgets/overlay';
import { ConditionBuilder } from '../conditions/condition-builder';
import { functionLabels, type ConditionSubject } from '../conditions/condition-subject';
import { convertAnsweredConditions, NOT_SUPPORTED, unsupportedReasonText } from './answered-filter';

export interface AnsweredConditionsProps {
  readonly value: ConditionGroup | null;
  readonly subjects: readonly ConditionSubject[];
  readonly onChange: (value: ConditionGroup | null) => void;
}

function conditionAt(tree: ConditionGroup, position: string): ConditionNode | undefined {
  let node: ConditionNode | undefined = tree;
  for (const step of position.split('.')) node = node?.kind === 'group' ? node.items[Number(step) - 1] : undefined;
  return node;
}

export function AnsweredConditions({ value, subjects, onChange }: AnsweredConditionsProps) {
  const [open, setOpen] = useState(false);
  const { verdicts } = convertAnsweredConditions(value);
  const describe = (position: string) => {
    const node = value ? conditionAt(value, position) : undefined;
    if (node?.kind !== 'condition') return `Condition ${position}`;
    const subject = subjects.find((s) => s.id === node.question_id);
    const name = subject ? subject.name : node.question_id ? 'a question not in this version' : 'no question chosen';
    return `${name} ${node.negate ? 'is not' : 'is'} ${functionLabels[node.fn]}`;
  };

  return (
    <div className="data-filters__group answered-conditions">
      <Button size="sm" onClick={() => setOpen(true)}>Answered conditions…</Button>
      {verdicts.length > 0 && (
        <ul className="answered-conditions__list" aria-label="Answered conditions">
          {verdicts.map((verdict) => (
            <li key={verdict.position}>
              <span>Condition {verdict.position}: {describe(verdict.position)}</span>{' '}
              {verdict.kind === 'applied' && <Tag tone="success">Applied</Tag>}
              {verdict.kind === 'incomplete' && <Tag tone="neutral">Not applied: choose a question</Tag>}
              {verdict.kind === 'not_supported' && (
                <>
                  <Tag tone="warning">{NOT_SUPPORTED}</Tag>{' '}
                  <span className="muted">{unsupportedReasonText[verdict.reason]}; not applied</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <Modal open={open} onOpenChange={setOpen} title="Filter by answered questions" size="xl"
        description="Only “answered” (or “is not answered”) filters respondent data; any other condition is not supported and not applied.">
        <ConditionBuilder value={value} subjects={subjects}
          onApply={onChange}
          onSave={(next) => { onChange(next); setOpen(false); }}
          onCancel={() => setOpen(false)} />
      </Modal>
    </div>
  );
}
