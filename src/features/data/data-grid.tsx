// The Data table: a grid virtualised on both axes (TanStack Table for the columns and cells,
// TanStack Virtual for what is on screen), since the largest survey has over a thousand columns.
// Keyboard: the grid is one tab stop; ↑/↓ (Home/End) move the selected row, ←/→ and Page keys
// scroll, Enter opens the selected respondent. It scrolls inside itself, so at 320 px the page
// never scrolls sideways. The selection is kept by respondent id across refreshes.
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { constructCell, useTable, type Cell, type Column, type Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { dataColumns, dataTableFeatures, respondentTime } from './data-columns';
import type { Header, RespondentRow } from './respondent-data-types';
import { respondentStatusLabels } from './respondent-status-beacon';

const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 40;

export interface DataGridProps {
  readonly label: string;
  readonly headers: readonly Header[];
  readonly rows: readonly RespondentRow[];
  readonly selectedId: string | null;
  readonly onSelect: (id: string) => void;
  readonly onOpen: (id: string) => void;
}

type DataCell = Cell<typeof dataTableFeatures, RespondentRow, unknown>;
type DataRow = Row<typeof dataTableFeatures, RespondentRow>;
type DataColumn = Column<typeof dataTableFeatures, RespondentRow, unknown>;

/**
 * A row's cell in one column, built the first time it is drawn and kept with the row.
 * row.getAllCells() would build one per column (over 25,000 on the largest survey) for every row
 * drawn, seconds before the first row shows; a screen shows a few dozen.
 */
const drawnCells = new WeakMap<DataRow, Map<DataColumn, DataCell>>();
function cellOf(row: DataRow, column: DataColumn): DataCell {
  let cells = drawnCells.get(row);
  if (!cells) drawnCells.set(row, (cells = new Map()));
  let cell = cells.get(column);
  if (!cell) cells.set(column, (cell = constructCell(column, row, row.table) as DataCell));
  return cell;
}

const rowDomId = (id: string) => `respondent-row-${id}`;
const rowName = (row: RespondentRow) =>
  `Respondent ${row.id.slice(0, 8)}, ${respondentStatusLabels[row.status]}${row.isTest ? ', test' : ''}, started ${respondentTime(row.surveyStart) || 'not yet'}`;

export function DataGrid({ label, headers, rows, selectedId, onSelect, onOpen }: DataGridProps) {
  const columns = useMemo(() => dataColumns(headers), [headers]);
  const data = useMemo(() => [...rows], [rows]);
  const table = useTable({ features: dataTableFeatures, columns, data, getRowId: (row) => row.id });
  const tableRows = table.getRowModel().rows;
  const leafColumns = table.getAllLeafColumns();
  const scrollRef = useRef<HTMLDivElement>(null);

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizers are read during render by design.
  const rowVirtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => tableRows[index]?.id ?? index,
    // The sticky header sits above the rows inside the scroll box.
    scrollPaddingStart: HEADER_HEIGHT,
    overscan: 6,

  });
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: leafColumns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => leafColumns[index]?.getSize() ?? 200,
    overscan: 3,
  });
  // Sizes are fixed per column, but the set of columns changes with the version shown.
  useEffect(() => columnVirtualizer.measure(), [columns, columnVirtualizer]);

  const selectedIndex = selectedId === null ? -1 : tableRows.findIndex((row) => row.id === selectedId);
  const virtualRows = rowVirtualizer.getVirtualItems();
  const virtualColumns = columnVirtualizer.getVirtualItems();
  const selectedRendered = virtualRows.some((item) => item.index === selectedIndex);

  const move = (index: number) => {
    const row = tableRows[Math.max(0, Math.min(tableRows.length - 1, index))];
    if (!row) return;
    onSelect(row.id);
    rowVirtualizer.scrollToIndex(row.index, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || tableRows.length === 0) return;
    switch (event.key) {
      case 'ArrowDown': event.preventDefault(); move(selectedIndex + 1); break;
      case 'ArrowUp': event.preventDefault(); move(selectedIndex < 0 ? 0 : selectedIndex - 1); break;
      case 'Home': if (event.ctrlKey || !event.shiftKey) { event.preventDefault(); move(0); } break;
      case 'End': if (event.ctrlKey || !event.shiftKey) { event.preventDefault(); move(tableRows.length - 1); } break;
      case 'Enter': {
        const row = tableRows[selectedIndex] ?? tableRows[0];
        if (row) { event.preventDefault(); onOpen(row.id); }
        break;
      }
    }
  };

  const totalWidth = columnVirtualizer.getTotalSize();
  return (
    <div
      ref={scrollRef}
      className="data-grid"
      role="grid"
      aria-label={label}
      aria-rowcount={tableRows.length + 1}
      aria-colcount={leafColumns.length}
      aria-activedescendant={selectedRendered && selectedId ? rowDomId(selectedId) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div role="rowgroup" className="data-grid__head" style={{ width: totalWidth, height: HEADER_HEIGHT }}>
        {table.getHeaderGroups().map((group) => (
          <div key={group.id} role="row" aria-rowindex={1} className="data-grid__row">
            {virtualColumns.map((item) => {
              const header = group.headers[item.index];
              if (!header) return null;
              return (
                <div key={header.id} role="columnheader" aria-colindex={item.index + 1} className="data-grid__cell data-grid__cell--head"
                  style={{ left: item.start, width: item.size, height: HEADER_HEIGHT }}>
                  <table.FlexRender header={header} />
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <div role="rowgroup" className="data-grid__body" style={{ width: totalWidth, height: rowVirtualizer.getTotalSize() }}>
        {virtualRows.map((item) => {
          const row = tableRows[item.index];
          if (!row) return null;
          const selected = row.id === selectedId;
          return (
            <div key={row.id} id={rowDomId(row.id)} role="row" aria-rowindex={item.index + 2} aria-selected={selected} aria-label={rowName(row.original)}
              className="data-grid__row data-grid__row--body" data-selected={selected || undefined} data-test={row.original.isTest || undefined}
              style={{ transform: `translateY(${item.start}px)`, width: totalWidth, height: ROW_HEIGHT }}
              onClick={() => { onSelect(row.id); onOpen(row.id); }}>
              {virtualColumns.map((column) => {
                const leaf = leafColumns[column.index];
                if (!leaf) return null;
                const cell = cellOf(row, leaf);
                return (
                  <div key={cell.id} role="gridcell" aria-colindex={column.index + 1} className="data-grid__cell"
                    style={{ left: column.start, width: column.size, height: ROW_HEIGHT }}>
                    <table.FlexRender cell={cell} />
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
