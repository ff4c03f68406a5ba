import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import { TableCellText } from './table-cell';
import { cellText, cellValue, type TableColumn } from './table-column';

/** Above this many rows on a page, only the rows in view are rendered. */
export const VIRTUALISE_ABOVE = 100;
const ROW_HEIGHT = 37;

interface RowsProps<Row> {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row, index: number) => string;
  /** aria-rowindex of the first row (header is 1). */
  firstRowIndex: number;
}

function TableRowView<Row>({ row, columns, rowIndex }: { row: Row; columns: readonly TableColumn<Row>[]; rowIndex: number }) {
  return (
    <tr aria-rowindex={rowIndex}>
      {columns.map((column, index) => (
        <td key={index}>
          {column.render ? column.render(row) : <TableCellText text={cellText(cellValue(row, column))} />}
        </td>
      ))}
    </tr>
  );
}

export function PlainRows<Row>({ rows, columns, rowKey, firstRowIndex }: RowsProps<Row>) {
  return (
    <tbody>
      {rows.map((row, index) => (
        <TableRowView key={rowKey(row, index)} row={row} columns={columns} rowIndex={firstRowIndex + index} />
      ))}
    </tbody>
  );
}

/** Virtualised body (TanStack Virtual): spacer rows stand in for the rows out of view. */
export function VirtualRows<Row>({ rows, columns, rowKey, firstRowIndex, scrollRef }: RowsProps<Row> & { scrollRef: RefObject<HTMLDivElement | null> }) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    // Until the container is measured, assume a typical viewport (also what jsdom gets).
    initialRect: { width: 800, height: 480 },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <tbody>
      {before > 0 && <tr aria-hidden="true" style={{ height: before }} />}
      {items.map((item) => {
        const row = rows[item.index] as Row;
        return <TableRowView key={rowKey(row, item.index)} row={row} columns={columns} rowIndex={firstRowIndex + item.index} />;
      })}
      {after > 0 && <tr aria-hidden="true" style={{ height: after }} />}
    </tbody>
  );
}
