// The condition builder (spec §5), for visibility and required conditions and routing. It edits
// a working copy: Apply hands it to the caller (the draft shows it), Cancel reverts to what was
// applied, Save hands it over to be persisted and closes. Opened in a modal or a side panel.
import { useState } from 'react';
import type { ConditionGroup } from '../../../schema';
import { Button } from '../../widgets/feedback';
import { ConditionGroupView } from './condition-group-view';
import type { ConditionSubject } from './condition-subject';
import { conditionCount, newGroup } from './condition-tree';
import './conditions.css';

export interface ConditionBuilderProps {
  /** The condition as currently applied (null: none, always true). */
  readonly value: ConditionGroup | null;
  readonly subjects: readonly ConditionSubject[];
  readonly onApply: (value: ConditionGroup | null) => void;
  readonly onSave: (value: ConditionGroup | null) => void;
  readonly onCancel: () => void;
  readonly readOnly?: boolean;
}

/** An empty tree is stored as no condition at all. */
const normalised = (tree: ConditionGroup) => (conditionCount(tree) === 0 ? null : tree);

export function ConditionBuilder({ value, subjects, onApply, onSave, onCancel, readOnly = false }: ConditionBuilderProps) {
  const [applied, setApplied] = useState<ConditionGroup | null>(value);
  const [draft, setDraft] = useState<ConditionGroup>(value ?? newGroup());
  const dirty = JSON.stringify(normalised(draft)) !== JSON.stringify(applied);

  const apply = () => {
    const next = normalised(draft);
    setApplied(next);
    onApply(next);
  };
  const cancel = () => {
    setDraft(applied ?? newGroup());
    if (applied !== value) onApply(value);
    onCancel();
  };

  return (
    <div className="condition-builder">
      <p className="muted condition-help">Conditions are evaluated top to bottom. In answers, “+” means all of them and “,” means any of them.</p>
      <fieldset disabled={readOnly} className="condition-builder-body">
        <legend className="visually-hidden">Conditions</legend>
        <ConditionGroupView root={draft} group={draft} path={[]} subjects={subjects} onChange={setDraft} />
      </fieldset>
      <div className="dialog-actions">
        <Button onClick={cancel}>Cancel</Button>
        <Button onClick={apply} disabled={readOnly || !dirty}>Apply</Button>
        <Button variant="primary" disabled={readOnly} onClick={() => onSave(normalised(draft))}>Save</Button>
      </div>
    </div>
  );
}
