// "Add question to page": every question, exit block and quota of the survey, in survey order,
// those on no page yet marked "Not on a page" and ticked to begin with; a filter by name or
// text; Add places the ticked ones on the page, in one undoable gesture.
import { useId, useMemo, useState } from 'react';
import { Modal } from '../../../widgets/overlay';
import { Button } from '../../../widgets/feedback';
import type { DraftDoc } from '../../../../sync/document';
import { routingTargets, ROUTING_TARGET_KINDS, type RoutingTarget } from './routing-targets';

const roleNames = { question: 'Questions', exit: 'Exit blocks', quota: 'Quotas' } as const;

export function QuestionPicker({ doc, pageName, onAdd, onClose }: {
  doc: DraftDoc;
  /** "Page 3": where the ticked items go. */
  pageName: string;
  onAdd: (targets: readonly RoutingTarget[]) => void;
  onClose: () => void;
}) {
  // Listed once when the picker opens: the survey does not change under an open dialog.
  const [targets] = useState(() => routingTargets(doc));
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(targets.filter((t) => !t.placed && ROUTING_TARGET_KINDS[t.kind] === 'question').map((t) => t.cid)));
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const shown = useMemo(() => {
    const text = filter.trim().toLowerCase();
    return text ? targets.filter((t) => t.name.toLowerCase().includes(text) || t.label.toLowerCase().includes(text)) : targets;
  }, [targets, filter]);
  const toggle = (cid: string) => setTicked((prev) => {
    const next = new Set(prev);
    if (!next.delete(cid)) next.add(cid);
    return next;
  });
  const unplaced = targets.filter((t) => !t.placed).length;
  const chosen = targets.filter((t) => ticked.has(t.cid));

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Add to ${pageName}`} size="lg"
      description={unplaced === 0 ? 'Everything is on a page already; an item may also appear on more than one page.' : `${unplaced} not on a page yet, ticked to begin with.`}
      footer={(
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" disabled={chosen.length === 0} onClick={() => onAdd(chosen)}>
            {chosen.length === 1 ? `Add 1 item to ${pageName}` : `Add ${chosen.length} items to ${pageName}`}
          </Button>
        </>
      )}>
      <div className="question-picker">
        <label htmlFor={filterId} className="question-picker-filter">Filter by name or text</label>
        <input id={filterId} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
        {targets.length === 0 && <p className="muted">The survey has no questions, exit blocks or quotas yet: add them on the Edit tab.</p>}
        {(['question', 'exit', 'quota'] as const).map((role) => {
          const ofRole = shown.filter((t) => ROUTING_TARGET_KINDS[t.kind] === role);
          if (ofRole.length === 0) return null;
          return (
            <fieldset key={role} className="question-picker-group">
              <legend>{roleNames[role]}</legend>
              <ul>
                {ofRole.map((t) => (
                  <li key={t.cid}>
                    <label>
                      <input type="checkbox" checked={ticked.has(t.cid)} onChange={() => toggle(t.cid)} />
                      <span className="tree-row-name">{t.name}</span>
                      <span className="question-picker-text">{t.label}</span>
                      {!t.placed && <span className="routing-unplaced">Not on a page</span>}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          );
        })}
      </div>
    </Modal>
  );
}
