// A condition field (visibility, required, quota criteria, routing): a summary and a button that
// opens the condition builder, as a dialog or docked in a side panel (the author's choice, kept for
// the session). Apply shows the condition here without storing it, Save stores it (one undoable
// change), Cancel or closing drops what was applied. One builder, two containers: moving it keeps
// the work in progress, held here.
import { useMemo, useRef, useState } from 'react';
import { emptyConditionGroup, type ConditionGroup } from '../../../../schema';
import { Button } from '../../../widgets/feedback';
import { Modal } from '../../../widgets/overlay';
import { PlacementToggle, readBuilderPlacement, rememberBuilderPlacement, type BuilderPlacement } from '../../conditions/builder-placement';
import { ConditionBuilder } from '../../conditions/condition-builder';
import { DockedPanel, useConditionDock } from '../../conditions/condition-dock';
import { conditionCount } from '../../conditions/condition-tree';
import type { ConditionSubject } from '../../conditions/condition-subject';
import type { ConditionWork } from '../../conditions/condition-work';
import type { FieldEditorProps } from './editor-props';

const isGroup = (value: unknown): value is ConditionGroup =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'group';

const NO_SUBJECTS: readonly ConditionSubject[] = [];

/** "Always shown", "1 condition", "3 conditions". */
export function conditionSummary(condition: ConditionGroup | null, empty: string): string {
  const count = conditionCount(condition);
  if (count === 0) return empty;
  return count === 1 ? '1 condition' : `${count} conditions`;
}

export function ConditionSetting({ def, label, path, value, listSubjects, disabled, emit }: FieldEditorProps<'condition'>) {
  const stored = isGroup(value) ? value : null;
  const dock = useConditionDock();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const subjects = useMemo(() => (open ? listSubjects() : NO_SUBJECTS), [open, listSubjects]);
  const [placement, setPlacement] = useState<BuilderPlacement>('dialog');
  /** The builder's work in progress while open; undefined: untouched. */
  const [work, setWork] = useState<ConditionWork | undefined>(undefined);
  /** Applied in the builder but not saved; undefined: nothing applied. */
  const [applied, setApplied] = useState<ConditionGroup | null | undefined>(undefined);
  const shown = applied === undefined ? stored : applied;
  const noun = label.charAt(0).toLowerCase() + label.slice(1);
  const docked = dock !== null && placement === 'panel';

  const openBuilder = () => {
    setPlacement(readBuilderPlacement());
    setWork(undefined);
    setOpen(true);
  };
  const close = () => {
    setApplied(undefined);
    setWork(undefined);
    setOpen(false);
  };
  const save = (next: ConditionGroup | null) => {
    const tree = next ?? (def.neverNull ? emptyConditionGroup() : null);
    if (JSON.stringify(tree) !== JSON.stringify(stored)) emit([{ path, value: tree }]);
    close();
  };
  const move = (next: BuilderPlacement) => {
    rememberBuilderPlacement(next);
    setPlacement(next);
  };

  const builder = (
    <ConditionBuilder
      value={stored}
      subjects={subjects}
      readOnly={disabled}
      work={work}
      onWorkChange={setWork}
      onApply={setApplied}
      onSave={save}
      onCancel={close}
      headerActions={dock ? <PlacementToggle placement={placement} onChange={move} /> : null}
    />
  );

  return (
    <div className="field settings-condition">
      <span className="field__label">{label}</span>
      <span className="settings-condition__summary" aria-live="polite">
        {conditionSummary(shown, def.empty)}
        {applied !== undefined ? ' (applied, not saved)' : ''}
      </span>
      <Button ref={opener} size="sm" onClick={openBuilder}>
        {disabled ? `View ${noun}` : `Edit ${noun}`}
      </Button>
      <Modal open={open && !docked} onOpenChange={(next) => (next ? setOpen(true) : close())} title={label} size="xl">
        {builder}
      </Modal>
      {open && docked && (
        <DockedPanel host={dock} title={label} onClose={close} returnFocus={opener}>
          {builder}
        </DockedPanel>
      )}
    </div>
  );
}
