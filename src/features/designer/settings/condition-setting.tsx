// A condition field (visibility, required, quota criteria, routing): a summary and a button that
// opens the condition builder in a modal. Apply shows the condition here without storing it, Save
// stores it (one undoable change), Cancel or closing the modal drops what was applied.
import { useState } from 'react';
import { emptyConditionGroup, type ConditionGroup } from '../../../../schema';
import { Button } from '../../../widgets/feedback';
import { Modal } from '../../../widgets/overlay';
import { ConditionBuilder } from '../../conditions/condition-builder';
import { conditionCount } from '../../conditions/condition-tree';
import type { FieldEditorProps } from './editor-props';

const isGroup = (value: unknown): value is ConditionGroup =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'group';

/** "Always shown", "1 condition", "3 conditions". */
export function conditionSummary(condition: ConditionGroup | null, empty: string): string {
  const count = conditionCount(condition);
  if (count === 0) return empty;
  return count === 1 ? '1 condition' : `${count} conditions`;
}

export function ConditionSetting({ def, label, path, value, subjects, disabled, emit }: FieldEditorProps<'condition'>) {
  const stored = isGroup(value) ? value : null;
  const [open, setOpen] = useState(false);
  /** Applied in the builder but not saved; undefined: nothing applied. */
  const [applied, setApplied] = useState<ConditionGroup | null | undefined>(undefined);
  const shown = applied === undefined ? stored : applied;
  const noun = label.charAt(0).toLowerCase() + label.slice(1);

  const close = () => {
    setApplied(undefined);
    setOpen(false);
  };
  const save = (next: ConditionGroup | null) => {
    const tree = next ?? (def.neverNull ? emptyConditionGroup() : null);
    if (JSON.stringify(tree) !== JSON.stringify(stored)) emit([{ path, value: tree }]);
    close();
  };

  return (
    <div className="field settings-condition">
      <span className="field__label">{label}</span>
      <span className="settings-condition__summary" aria-live="polite">
        {conditionSummary(shown, def.empty)}
        {applied !== undefined ? ' (applied, not saved)' : ''}
      </span>
      <Button size="sm" onClick={() => setOpen(true)}>
        {disabled ? `View ${noun}` : `Edit ${noun}`}
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={label}
        size="xl"
      >
        <ConditionBuilder
          value={stored}
          subjects={subjects}
          readOnly={disabled}
          onApply={setApplied}
          onSave={save}
          onCancel={close}
        />
      </Modal>
    </div>
  );
}
