import { useMemo, useRef, useState } from 'react';
import { Button } from '../feedback/button';
import { PlainRows, VIRTUALISE_ABOVE, VirtualRows } from './data-table-rows';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageCount, showsPagination } from './page-buttons';
import { Pagination } from './pagination';
import { saveTextFile, type SaveEnvironment } from './save-text-file';
import { isEnabled, type TableColumn, type TableRow } from './table-column';
import { exportFileName, tableToPipeText } from './table-export';
import { nextSort, sortRows, type SortState } from './table-sort';
import './data-table.css';

// Any object can be a row (a weak `TableRow` bound would refuse types without `enable`).
export interface DataTableProps<Row extends object> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** Names the table (shown as its caption). */
  caption: string;
  /** Base of the export file name; default canvas_export. */
  exportName?: string;
  /** Show the Export button; default true. */
  exportable?: boolean;
  /** false puts every row on one page (virtualised past 100 rows). */
  paginate?: boolean;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  rowKey?: (row: Row, index: number) => string;
  emptyMessage?: string;
  /** For tests: where the export is saved. */
  saveEnvironment?: SaveEnvironment;
}

/** A sortable, paginated, exportable table; disabled columns and rows are left out. */
export function DataTable<Row extends object>({
  columns,
  rows,
  caption,
  exportName,
  exportable = true,
  paginate = true,
  pageSizes = PAGE_SIZES,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  rowKey = (_row, index) => String(index),
  emptyMessage = 'No results',
  saveEnvironment,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState<SortState | null>(null);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [requestedPage, setRequestedPage] = useState(1);
  const scrollRef = useRef<HTMLDivElement>(null);

  const shownColumns = useMemo(() => columns.filter(isEnabled), [columns]);
  const sorted = useMemo(() => sortRows(rows.filter((row) => isEnabled(row as TableRow)), shownColumns, sort), [rows, shownColumns, sort]);
  const paged = paginate && showsPagination(sorted.length);
  const pages = paged ? pageCount(sorted.length, pageSize) : 1;
  const page = Math.min(requestedPage, pages);
  const first = paged ? (page - 1) * pageSize : 0;
  const pageRows = paged ? sorted.slice(first, first + pageSize) : sorted;
  const virtual = pageRows.length > VIRTUALISE_ABOVE;
  const rowsProps = { rows: pageRows, columns: shownColumns, rowKey: (row: Row, index: number) => rowKey(row, first + index), firstRowIndex: first + 2 };

  const exportRows = () => void saveTextFile(exportFileName(exportName), tableToPipeText(shownColumns, sorted), saveEnvironment);

  return (
    <div className="data-table">
      <div className="data-table__bar">
        <span className="data-table__count">{sorted.length} Items</span>
        {exportable && (
          <Button size="sm" onClick={exportRows} disabled={sorted.length === 0}>
            Export
          </Button>
        )}
      </div>
      <div ref={scrollRef} className="data-table__scroll" data-virtual={virtual || undefined}>
        <table aria-rowcount={sorted.length + 1}>
          <caption>{caption}</caption>
          <thead>
            <tr aria-rowindex={1}>
              {shownColumns.map((column, index) => {
                const direction = sort?.column === index ? sort.direction : undefined;
                return (
                  <th key={index} scope="col" style={{ width: column.width }} aria-sort={column.sort ? (direction ?? 'none') : undefined}>
                    {column.sort ? (
                      <button type="button" className="data-table__sort" onClick={() => setSort(nextSort(sort, index))}>
                        {column.label}
                        <span aria-hidden="true" className="data-table__sort-icon" data-direction={direction ?? 'none'} />
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          {sorted.length === 0 ? (
            <tbody>
              <tr>
                <td colSpan={Math.max(1, shownColumns.length)} className="data-table__empty">
                  {emptyMessage}
                </td>
              </tr>
            </tbody>
          ) : virtual ? (
            <VirtualRows {...rowsProps} scrollRef={scrollRef} />
          ) : (
            <PlainRows {...rowsProps} />
          )}
        </table>
      </div>
      {paged && (
        <Pagination
          label={caption}
          page={page}
          pageCount={pages}
          onPageChange={setRequestedPage}
          pageSize={pageSize}
          pageSizes={pageSizes}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setRequestedPage(1);
          }}
        />
      )}
    </div>
  );
}
