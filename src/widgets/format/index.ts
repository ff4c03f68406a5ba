export { formatFileSize } from './file-size';
export type { FileSizeBase, FileSizeOptions } from './file-size';
export { formatDuration } from './duration';
export { formatDate, formatSurveyDate, parseDateValue, INVALID_DATE_MESSAGE } from './date';
export type { DateInput } from './date';
export { escapeExportText } from './export-text';
