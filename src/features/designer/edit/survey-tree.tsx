// The question editor's tree, virtualised: only the rows in view are in the DOM, so the largest
// survey (100 questions × 10 answer groups × 50 answers) scrolls as smoothly as a small one.
// It is a WAI-ARIA tree with one tab stop (roving tabindex): the keys are in tree-keys.ts, and
// the focused row is always rendered, even when scrolled out of the window, so focus never
// falls to the page.
import { useCallback, useId, useImperativeHandle, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { TreeRow } from './tree-rows';
import { TreeRowView, rowTitle, type RowActions } from './tree-row-view';
import type { RowFindings } from './row-findings';
import { treeKey, type TreeCommand, type TreeShortcut } from './tree-keys';
import { DeleteRowDialog, TreeShortcutsDialog } from './tree-dialogs';

const ROW_HEIGHT = 40;
const FOCUS_RETRY_FRAMES = 30;

export interface SurveyTreeHandle {
  /** Focuses `cid`'s row (scrolled into view and rendered), e.g. when its settings close. */
  focusRow(cid: string): void;
}

const rowId = (cid: string) => `tree-row-${cid}`;
const estimateSize = () => ROW_HEIGHT;

/** What the tree itself asks of the page: the keys' edits (a row view may ask for more). */
export type TreeActions = Pick<RowActions, 'toggle' | 'settings' | 'moveBy' | 'moveOut' | 'moveIn' | 'remove'>;

/** How another tab (routing) shows the same tree pattern with its own rows and words. */
export interface TreeVariant<R extends TreeRow> {
  /** The scroll region's and the tree's accessible names. */
  readonly regionLabel: string;
  readonly treeLabel: string;
  /** Shown instead of the tree when there are no rows. */
  readonly empty: ReactNode;
  readonly renderRow: (row: R, state: { readonly selected: boolean; readonly active: boolean }) => ReactNode;
  /** The row's accessible name (and the delete confirmation's). */
  readonly titleOf: (row: R) => string;
  readonly shortcuts?: readonly TreeShortcut[];
}

export function SurveyTree<R extends TreeRow = TreeRow>({ rows, selected, readOnly, actions, findingsOf, variant, ref }: {
  rows: readonly R[];
  selected: string | null;
  readOnly: boolean;
  actions: TreeActions;
  findingsOf?: (cid: string) => RowFindings | undefined;
  /** Left out: the question editor's rows, names and shortcuts. */
  variant?: TreeVariant<R>;
  ref?: Ref<SurveyTreeHandle>;
}) {
  const titleOf = variant?.titleOf ?? rowTitle;
  const hintId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  const [showingKeys, setShowingKeys] = useState(false);
  // The row to move DOM focus to once it is rendered, and the last focused index: when the
  // focused row goes (deleted, or its group collapsed away) the row now in its place takes over.
  const pendingFocus = useRef<string | null>(null);
  const lastIndex = useRef(0);
  const typeAhead = useRef({ typed: '', at: 0 });

  let activeIndex = focused ? rows.findIndex((r) => r.cid === focused) : -1;
  if (activeIndex < 0) activeIndex = selected ? rows.findIndex((r) => r.cid === selected) : -1;
  if (activeIndex < 0) activeIndex = Math.min(lastIndex.current, rows.length - 1);
  const active = rows[activeIndex];

  // The focused row is rendered whatever the scroll position, so it keeps focus and its tab stop.
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    return activeIndex < 0 || indexes.includes(activeIndex) ? indexes : [...indexes, activeIndex].sort((a, b) => a - b);
  }, [activeIndex]);
  // One function per list of rows: the virtualizer measures every row again (50k on the largest
  // survey, ~30 ms) whenever its key function changes, which a new closure each render did.
  const getItemKey = useCallback((index: number) => rows[index]?.cid ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    overscan: 12,
    getItemKey,
    initialRect: { width: 900, height: 600 },
    rangeExtractor,
  });

  const focusRow = useCallback((cid: string) => {
    setFocused(cid);
    pendingFocus.current = cid;
    const index = rows.findIndex((r) => r.cid === cid);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [rows, virtualizer]);
  useImperativeHandle(ref, () => ({ focusRow }), [focusRow]);

  // Runs after every render: a row asked to take focus does so as soon as it is in the DOM and
  // can have it. A closing dialog's focus trap, or a tree still hidden under the settings on a
  // narrow screen, refuses it for a moment: then it tries again for a few frames.
  useLayoutEffect(() => {
    if (activeIndex >= 0) lastIndex.current = activeIndex;
    const cid = pendingFocus.current;
    if (!cid) return;
    const attempt = () => {
      const element = scroller.current?.ownerDocument.getElementById(rowId(cid));
      element?.focus();
      const done = !!element && element.ownerDocument.activeElement === element;
      if (done && pendingFocus.current === cid) pendingFocus.current = null;
      return done;
    };
    if (attempt()) return;
    let frames = 0;
    let frame = requestAnimationFrame(function retry() {
      if (pendingFocus.current === cid && !attempt() && ++frames < FOCUS_RETRY_FRAMES) frame = requestAnimationFrame(retry);
    });
    return () => cancelAnimationFrame(frame);
  });

  // Bring the selected row into view (e.g. chosen from the checks panel).
  const selectedIndex = selected ? rows.findIndex((r) => r.cid === selected) : -1;
  useLayoutEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  const run = (command: TreeCommand, row: R) => {
    switch (command.type) {
      case 'focus': return focusRow(rows[command.index]!.cid);
      case 'toggle': return actions.toggle(command.cid);
      case 'open': return actions.settings(command.cid);
      case 'delete': return setDeleting(row);
      case 'move': return actions.moveBy(command.cid, command.delta);
      case 'moveOut': return actions.moveOut(command.cid);
      case 'moveIn': return actions.moveIn(command.cid);
      case 'help': return setShowingKeys(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const onRow = event.target instanceof HTMLElement && event.target.getAttribute('role') === 'treeitem';
    // On a row's own buttons only `?` is the tree's: the arrows and Enter stay the button's.
    if (!active || (!onRow && event.key !== '?')) return;
    const result = treeKey(event.nativeEvent, {
      rows, index: activeIndex, readOnly, typed: typeAhead.current.typed, typedAt: typeAhead.current.at, now: event.timeStamp,
    });
    if (!result) return;
    event.preventDefault();
    typeAhead.current = { typed: result.typed, at: event.timeStamp };
    if (result.command) run(result.command, active);
  };

  // The dialogs open from a key, not from a trigger button, so their focus return is ours.
  const closeDialog = () => {
    setDeleting(null);
    setShowingKeys(false);
    if (active) focusRow(active.cid);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    actions.remove(deleting.cid);
    // The row in its place (or the one above, at the end) takes focus once the dialog is gone.
    const index = rows.findIndex((r) => r.cid === deleting.cid);
    let after = index + 1;
    while ((rows[after]?.depth ?? -1) > deleting.depth) after++; // its own children go with it
    const next = rows[after] ?? rows[index - 1];
    setDeleting(null);
    if (next) focusRow(next.cid);
  };

  if (rows.length === 0) {
    return <div className="empty-state">{variant ? variant.empty : <p>This survey is empty. Add a question with the Add menu above.</p>}</div>;
  }
  return (
    <div ref={scroller} className="survey-tree" role="region" aria-label={variant?.regionLabel ?? 'Survey questions'} tabIndex={-1}>
      <ul className="survey-tree-list" role="tree" aria-label={variant?.treeLabel ?? 'Survey tree'} aria-describedby={hintId} style={{ height: virtualizer.getTotalSize() }} onKeyDown={onKeyDown}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          const isActive = item.index === activeIndex;
          return (
            <li key={item.key} id={rowId(row.cid)} className="survey-tree-item" role="treeitem" aria-label={titleOf(row)}
              aria-level={row.depth + 1} aria-setsize={row.siblings} aria-posinset={row.index + 1}
              aria-expanded={row.childCount > 0 ? row.expanded : undefined} aria-selected={row.cid === selected}
              tabIndex={isActive ? 0 : -1} onFocus={() => setFocused(row.cid)}
              style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}>
              {variant
                ? variant.renderRow(row, { selected: row.cid === selected, active: isActive })
                // Without a variant the page is the editor, which hands its full RowActions.
                : <TreeRowView row={row} selected={row.cid === selected} active={isActive} readOnly={readOnly} actions={actions as RowActions} findings={findingsOf?.(row.cid)} />}
            </li>
          );
        })}
      </ul>
      <p id={hintId} className="visually-hidden">Press question mark for the keyboard shortcuts.</p>
      {deleting && <DeleteRowDialog title={titleOf(deleting)} onConfirm={confirmDelete} onCancel={closeDialog} />}
      <TreeShortcutsDialog open={showingKeys} onClose={closeDialog} {...(variant?.shortcuts ? { shortcuts: variant.shortcuts, caption: `Keys of the ${variant.treeLabel.toLowerCase()}` } : {})} />
    </div>
  );
}
