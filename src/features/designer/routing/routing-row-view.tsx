// One row of the "Routing questions" tree: its name by position ("Page 3") or its target's
// ("Q2" and the question text), what it does (a page's ending, a branch's condition, an item's
// visibility), the checks' badge, and its buttons. Move up / down are the keyboard-free way to
// reorder; Alt+arrows and drag and drop do the rest (routing-edits.ts).
import { memo } from 'react';
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, Eye, Plus, RotateCcw, Settings, Trash2 } from 'lucide-react';
import { Button } from '../../../widgets/feedback';
import type { TreeActions } from '../edit/survey-tree';
import type { RowFindings } from '../edit/row-findings';
import type { RoutingRole, RoutingRow } from './routing-rows';

export interface RoutingRowActions extends TreeActions {
  select(cid: string): void;
  restore(cid: string): void;
  /** A page: place questions on it; a group: add a branch; a branch: add a page to it. */
  addInside(cid: string): void;
  /** "Preview from here" on a page. */
  preview(cid: string): void;
  dragStart(cid: string): void;
  drop(cid: string): void;
}

const roleLabels: Record<RoutingRole, string> = { page: 'Page', group: 'Routing group', branch: 'Branch', item: 'Item' };

/** What each role's add button does. */
export const addInsideLabels: Record<RoutingRole, string | null> = {
  page: 'Add question to', group: 'Add branch to', branch: 'Add page to', item: null,
};

/** The row's accessible name: its name and text ("Q2 How old are you?", "Page 3 Q1, Q2"). */
export const routingRowTitle = (row: RoutingRow) => `${row.name}${row.label ? ` ${row.label}` : ''}`;

export const RoutingRowView = memo(function RoutingRowView({ row, selected, active, readOnly, actions, findings }: {
  row: RoutingRow; selected: boolean; active: boolean; readOnly: boolean; actions: RoutingRowActions; findings?: RowFindings | undefined;
}) {
  const title = routingRowTitle(row);
  const tab = active ? 0 : -1;
  const addLabel = addInsideLabels[row.role];
  return (
    <div className={`tree-row routing-row routing-row-${row.role}${selected ? ' tree-row-selected' : ''}${row.deleted ? ' tree-row-deleted' : ''}${row.missing ? ' routing-row-missing' : ''}`}
      style={{ paddingLeft: `calc(${row.depth} * 20px + var(--space-2))` }}
      draggable={!readOnly && !row.deleted} onDragStart={() => actions.dragStart(row.cid)}
      onDragOver={(e) => e.preventDefault()} onDrop={(e) => { e.preventDefault(); actions.drop(row.cid); }}>
      {row.childCount > 0 ? (
        <Button size="xxs" variant="ghost" aria-label={`${row.expanded ? 'Collapse' : 'Expand'} ${row.name}`}
          aria-expanded={row.expanded} tabIndex={-1} onClick={() => actions.toggle(row.cid)}>
          {row.expanded ? <ChevronDown aria-hidden size={16} /> : <ChevronRight aria-hidden size={16} />}
        </Button>
      ) : <span className="tree-row-spacer" />}
      <button type="button" className="tree-row-main" aria-pressed={selected} tabIndex={-1} onClick={() => actions.select(row.cid)}>
        <span className="tree-row-name">{row.name}</span>
        <span className="tree-row-label">{row.label}</span>
        {row.detail && <span className="routing-row-detail">{row.detail}</span>}
      </button>
      <span className="tree-row-kind">{roleLabels[row.role]}{row.deleted ? ' (deleted)' : ''}</span>
      {findings ? <span className={`tree-row-findings tree-row-findings-${findings.level}`} title={findings.title} aria-label={findings.title}>{findings.count}</span> : null}
      <span className="tree-row-actions">
        {row.deleted ? (
          <Button size="xs" variant="ghost" tabIndex={tab} disabled={readOnly} onClick={() => actions.restore(row.cid)} aria-label={`Restore ${title}`}>
            <RotateCcw aria-hidden size={16} /> Restore
          </Button>
        ) : (
          <>
            {addLabel && (
              <Button size="xxs" variant="ghost" tabIndex={tab} aria-label={`${addLabel} ${row.name}`} disabled={readOnly} onClick={() => actions.addInside(row.cid)}>
                <Plus aria-hidden size={16} />
              </Button>
            )}
            {row.role === 'page' && (
              <Button size="xxs" variant="ghost" tabIndex={tab} aria-label={`Preview from ${row.name}`} onClick={() => actions.preview(row.cid)}>
                <Eye aria-hidden size={16} />
              </Button>
            )}
            {/* Every routing row has settings: a page or group its name, a branch or item its condition. */}
            <Button size="xxs" variant="ghost" tabIndex={tab} aria-label={`Settings of ${title}`} onClick={() => actions.settings(row.cid)}><Settings aria-hidden size={16} /></Button>
            <Button size="xxs" variant="ghost" tabIndex={tab} aria-label={`Move ${title} up`} disabled={readOnly || row.index === 0} onClick={() => actions.moveBy(row.cid, -1)}><ArrowUp aria-hidden size={16} /></Button>
            <Button size="xxs" variant="ghost" tabIndex={tab} aria-label={`Move ${title} down`} disabled={readOnly || row.index === row.siblings - 1} onClick={() => actions.moveBy(row.cid, 1)}><ArrowDown aria-hidden size={16} /></Button>
            <Button size="xxs" variant="ghost" tabIndex={tab} aria-label={`Delete ${title}`} disabled={readOnly} onClick={() => actions.remove(row.cid)}><Trash2 aria-hidden size={16} /></Button>
          </>
        )}
      </span>
    </div>
  );
});
