// The condition builder (spec §5), for visibility and required conditions and routing. It edits
// a working copy: Apply hands it to the caller (the draft shows it), Cancel reverts to what was
// stored, Save hands it over to be persisted and closes. The same builder opens in a modal or
// docked in a side panel; the caller picks the container (see builder-placement.tsx).
import type { ReactNode } from 'react';
import type { ConditionGroup } from '../../../schema';
import { Button } from '../../widgets/feedback';
import { useControllable } from '../../widgets/form';
import { ConditionGroupView } from './condition-group-view';
import type { ConditionSubject } from './condition-subject';
import { applyWork, isDirty, normalisedCondition, revertWork, startWork, type ConditionWork } from './condition-work';
import './conditions.css';

export interface ConditionBuilderProps {
  /** The condition as stored (null: none, always true); Cancel comes back to it. */
  readonly value: ConditionGroup | null;
  readonly subjects: readonly ConditionSubject[];
  readonly onApply: (value: ConditionGroup | null) => void;
  readonly onSave: (value: ConditionGroup | null) => void;
  readonly onCancel: () => void;
  readonly readOnly?: boolean;
  /**
   * The working state, when the caller keeps it (so it outlives a move to another container);
   * left out, the builder keeps its own.
   */
  readonly work?: ConditionWork | undefined;
  readonly onWorkChange?: ((work: ConditionWork) => void) | undefined;
  /** Controls for the builder's header, e.g. where it opens. */
  readonly headerActions?: ReactNode;
}

export function ConditionBuilder({ value, subjects, onApply, onSave, onCancel, readOnly = false, work: held, onWorkChange, headerActions }: ConditionBuilderProps) {
  const [work, setWork] = useControllable(held, startWork(value), onWorkChange);
  const { draft, applied } = work;

  const apply = () => {
    const next = applyWork(work);
    setWork(next);
    onApply(next.applied);
  };
  const cancel = () => {
    setWork(revertWork(work));
    if (applied !== value) onApply(value);
    onCancel();
  };

  return (
    <div className="condition-builder">
      <div className="condition-builder-head">
        <p className="muted condition-help">Conditions are evaluated top to bottom. In answers, “+” means all of them and “,” means any of them.</p>
        {headerActions}
      </div>
      <fieldset disabled={readOnly} className="condition-builder-body">
        <legend className="visually-hidden">Conditions</legend>
        <ConditionGroupView root={draft} group={draft} path={[]} subjects={subjects} onChange={(next) => setWork({ draft: next, applied })} />
      </fieldset>
      <div className="dialog-actions">
        <Button onClick={cancel}>Cancel</Button>
        <Button onClick={apply} disabled={readOnly || !isDirty(work)}>Apply</Button>
        <Button variant="primary" disabled={readOnly} onClick={() => onSave(normalisedCondition(draft))}>Save</Button>
      </div>
    </div>
  );
}
