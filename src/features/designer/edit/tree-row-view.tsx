// One row of the question editor's tree: expand, select (opens settings), and the row's actions
// — the keyboard alternative to drag and drop is Move up / Move down / Move out.
import { memo } from 'react';
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, ClipboardPaste, Copy, CornerLeftUp, MoreHorizontal, Plus, RotateCcw, Settings, Trash2 } from 'lucide-react';
import { canPasteInto, childAdds, pasteTargets } from './tree-edits';
import { Button } from '../../../widgets/feedback';
import { Dropdown, type MenuEntry } from '../../../widgets/overlay';
import type { TreeRow } from './tree-rows';
import { TreeRowLabel } from './tree-row-label';
import type { RowFindings } from './row-findings';

export interface RowActions {
  toggle(cid: string): void;
  select(cid: string): void;
  settings(cid: string): void;
  moveBy(cid: string, delta: -1 | 1): void;
  moveOut(cid: string): void;
  moveIn(cid: string): void;
  duplicate(cid: string): void;
  remove(cid: string): void;
  restore(cid: string): void;
  addChild(cid: string): void;
  pasteAnswers(cid: string): void;
  dragStart(cid: string): void;
  drop(cid: string): void;
}

const kindLabels: Record<string, string> = {
  group: 'Group', grid: 'Grid', question: 'Question', answer_group: 'Answer group', answer: 'Answer', data_collector: 'Data collector',
  data_processor: 'Data processor', exit_block: 'Exit block', conditional_text: 'Conditional text', quota: 'Quota',
  quota_group: 'Quota group', quota_definition: 'Quota definition',
};

/** The row's name and text, as its buttons and the tree item are called. */
export const rowTitle = (row: TreeRow) => `${row.name || kindLabels[row.kind]}${row.label ? ` ${row.label}` : ''}`;

/** `active`: the tree's focused row. Its action buttons follow it in the tab order; every other
 *  button of the tree is out of it (one tab stop: the keys of tree-keys.ts do the rest). */
export const TreeRowView = memo(function TreeRowView({ row, selected, active, readOnly, actions, findings }: {
  row: TreeRow; selected: boolean; active: boolean; readOnly: boolean; actions: RowActions; findings?: RowFindings;
}) {
  const title = rowTitle(row);
  const tab = active ? 0 : -1;
  const childAdd = childAdds[row.kind];
  return (
    <div className={`tree-row${selected ? ' tree-row-selected' : ''}${row.deleted ? ' tree-row-deleted' : ''}`}
      style={{ paddingLeft: `calc(${row.depth} * 20px + var(--space-2))` }}
      draggable={!readOnly && !row.deleted} onDragStart={() => actions.dragStart(row.cid)}
      onDragOver={(e) => e.preventDefault()} onDrop={(e) => { e.preventDefault(); actions.drop(row.cid); }}>
      {row.childCount > 0 ? (
        <Button size="xxs" variant="ghost" aria-label={`${row.expanded ? 'Collapse' : 'Expand'} ${row.name || kindLabels[row.kind]}`}
          aria-expanded={row.expanded} tabIndex={-1} onClick={() => actions.toggle(row.cid)}>
          {row.expanded ? <ChevronDown aria-hidden size={16} /> : <ChevronRight aria-hidden size={16} />}
        </Button>
      ) : <span className="tree-row-spacer" />}
      <button type="button" className="tree-row-main" aria-pressed={selected} tabIndex={-1} onClick={() => actions.select(row.cid)}>
        <span className="tree-row-name">{row.name}</span>
        <span className="tree-row-label"><TreeRowLabel row={row} empty={kindLabels[row.kind] ?? ''} /></span>
      </button>
      <span className="tree-row-kind">{kindLabels[row.kind]}{row.deleted ? ' (deleted)' : ''}</span>
      {findings ? <span className={`tree-row-findings tree-row-findings-${findings.level}`} title={findings.title}>{findings.count}</span> : null}
      <span className="tree-row-actions">
        {row.deleted ? (
          <Button size="xs" variant="ghost" tabIndex={tab} disabled={readOnly} onClick={() => actions.restore(row.cid)} aria-label={`Restore ${title}`}>
            <RotateCcw aria-hidden size={16} /> Restore
          </Button>
        ) : (
          <>
            {childAdd && (
              <Button size="xxs" variant="ghost" tabIndex={tab} aria-label={`${childAdd.label} to ${title}`} disabled={readOnly} onClick={() => actions.addChild(row.cid)}>
                <Plus aria-hidden size={16} />
              </Button>
            )}
            {canPasteInto(row.kind) && (
              <Button size="xxs" variant="ghost" tabIndex={tab} aria-label={`Paste ${pasteTargets[row.kind].noun} into ${title}`} disabled={readOnly} onClick={() => actions.pasteAnswers(row.cid)}>
                <ClipboardPaste aria-hidden size={16} />
              </Button>
            )}
            <Button size="xxs" variant="ghost" tabIndex={tab} aria-label={`Settings of ${title}`} onClick={() => actions.settings(row.cid)}><Settings aria-hidden size={16} /></Button>
            {/* A narrow tree has room for the name or the buttons, not both: the rest go in a menu (edit.css). */}
            <span className="tree-row-menu">
              <Dropdown trigger={<MoreHorizontal aria-hidden size={16} />} triggerLabel={`More actions for ${title}`} triggerVariant="ghost" triggerSize="xxs"
                caret={false} triggerTabIndex={tab} align="end" entries={moreEntries(row, readOnly, actions)} />
            </span>
            <span className="tree-row-more">
            <Button size="xxs" variant="ghost" tabIndex={tab} aria-label={`Move ${title} up`} disabled={readOnly || row.index === 0} onClick={() => actions.moveBy(row.cid, -1)}><ArrowUp aria-hidden size={16} /></Button>
            <Button size="xxs" variant="ghost" tabIndex={tab} aria-label={`Move ${title} down`} disabled={readOnly || row.index === row.siblings - 1} onClick={() => actions.moveBy(row.cid, 1)}><ArrowDown aria-hidden size={16} /></Button>
            {row.depth > 0 && <Button size="xxs" variant="ghost" tabIndex={tab} aria-label={`Move ${title} out of its parent`} disabled={readOnly} onClick={() => actions.moveOut(row.cid)}><CornerLeftUp aria-hidden size={16} /></Button>}
            <Button size="xxs" variant="ghost" tabIndex={tab} aria-label={`Duplicate ${title}`} disabled={readOnly} onClick={() => actions.duplicate(row.cid)}><Copy aria-hidden size={16} /></Button>
            <Button size="xxs" variant="ghost" tabIndex={tab} aria-label={`Delete ${title}`} disabled={readOnly} onClick={() => actions.remove(row.cid)}><Trash2 aria-hidden size={16} /></Button>
            </span>
          </>
        )}
      </span>
    </div>
  );
});

/** The actions a narrow row keeps in its "More actions" menu, in the order of the wide row's buttons. */
function moreEntries(row: TreeRow, readOnly: boolean, actions: RowActions): MenuEntry[] {
  const entries: MenuEntry[] = [
    { kind: 'item', id: 'up', label: 'Move up', disabled: readOnly || row.index === 0, onSelect: () => actions.moveBy(row.cid, -1) },
    { kind: 'item', id: 'down', label: 'Move down', disabled: readOnly || row.index === row.siblings - 1, onSelect: () => actions.moveBy(row.cid, 1) },
  ];
  if (row.depth > 0) entries.push({ kind: 'item', id: 'out', label: 'Move out of its parent', disabled: readOnly, onSelect: () => actions.moveOut(row.cid) });
  entries.push(
    { kind: 'item', id: 'duplicate', label: 'Duplicate', disabled: readOnly, onSelect: () => actions.duplicate(row.cid) },
    { kind: 'separator', id: 'sep' },
    { kind: 'item', id: 'delete', label: 'Delete', danger: true, disabled: readOnly, onSelect: () => actions.remove(row.cid) },
  );
  return entries;
}
