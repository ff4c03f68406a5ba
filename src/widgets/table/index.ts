export { DataTable, type DataTableProps } from './data-table';
export { cellText, cellValue, truncateCellText, CELL_TEXT_LIMIT, type TableColumn, type TableRow } from './table-column';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_BUTTONS, PAGE_SIZES, pageButtons, pageCount, showsPagination, type PageButton } from './page-buttons';
export { sortRows, nextSort, type SortState, type SortDirection } from './table-sort';
export { DEFAULT_EXPORT_NAME, exportFileName, tableToPipeText } from './table-export';
export { saveTextFile, type SaveEnvironment, type SaveOutcome } from './save-text-file';
