// The question editor's tree, virtualised: only the rows in view are in the DOM, so the largest
// survey (100 questions × 10 answer groups × 50 answers) scrolls as smoothly as a small one.
import { useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TreeRow } from './tree-rows';
import { TreeRowView, type RowActions } from './tree-row-view';
import type { RowFindings } from './row-findings';

const ROW_HEIGHT = 40;

export function SurveyTree({ rows, selected, readOnly, actions, findingsOf }: {
  rows: readonly TreeRow[];
  selected: string | null;
  readOnly: boolean;
  actions: RowActions;
  findingsOf?: (cid: string) => RowFindings | undefined;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey: (index) => rows[index]?.cid ?? index,
    initialRect: { width: 900, height: 600 },
  });
  // Bring the selected row into view (e.g. chosen from the checks panel).
  useEffect(() => {
    const index = selected ? rows.findIndex((r) => r.cid === selected) : -1;
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [selected, rows, virtualizer]);
  if (rows.length === 0) {
    return <div className="empty-state"><p>This survey is empty. Add a question with the Add menu above.</p></div>;
  }
  return (
    <div ref={scroller} className="survey-tree" role="region" aria-label="Survey questions" tabIndex={-1}>
      <ul className="survey-tree-list" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          return (
            <li key={item.key} className="survey-tree-item" aria-level={row.depth + 1} style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}>
              <TreeRowView row={row} selected={row.cid === selected} readOnly={readOnly} actions={actions} findings={findingsOf?.(row.cid)} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
