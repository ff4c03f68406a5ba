// The choices of an export (issue 15 C): the file format, code columns as codes or as their labels,
// which rows (live, test, all), and the file's name (spec §9: from the export name, default
// canvas_export). One table per choice, so the menu, the worker and the tests share the values.
import { DEFAULT_EXPORT_NAME, exportFileName } from '../../../widgets/table/table-export';
import type { RespondentKind } from '../respondent-filter';

export const exportFormats = ['pipe', 'csv', 'sav'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportValueModes = ['labels', 'codes'] as const;
/** Code columns (single choices) written as their answer labels or as their codes. */
export type ExportValueMode = (typeof exportValueModes)[number];

export interface ExportFormatDef {
  readonly label: string;
  readonly extension: string;
  readonly mimeType: string;
  readonly description: string;
}

export const EXPORT_FORMATS = {
  pipe: { label: 'Pipe-delimited (.txt)', extension: '.txt', mimeType: 'text/plain', description: 'Pipe-delimited text' },
  csv: { label: 'CSV (.csv)', extension: '.csv', mimeType: 'text/csv', description: 'Comma-separated values' },
  sav: { label: 'SPSS (.sav)', extension: '.sav', mimeType: 'application/x-spss-sav', description: 'SPSS data file' },
} as const satisfies { [F in ExportFormat]: ExportFormatDef };

export const EXPORT_ROW_LABELS = { live: 'Live', test: 'Test', all: 'All' } as const satisfies { [K in RespondentKind]: string };
export const EXPORT_VALUE_LABELS = { labels: 'Labels', codes: 'Codes' } as const satisfies { [M in ExportValueMode]: string };

export interface ExportOptions {
  readonly format: ExportFormat;
  readonly values: ExportValueMode;
  readonly rows: RespondentKind;
  /** The export name; the file is `<name><extension>`. */
  readonly name: string;
}

/**
 * The file name: the table export's rules (characters file systems refuse become "_", blank is
 * canvas_export) with the format's extension, not doubled when the name already ends with it.
 */
export function exportFileNameFor(name: string, format: ExportFormat): string {
  const { extension } = EXPORT_FORMATS[format];
  const trimmed = name.trim();
  const base = trimmed.toLowerCase().endsWith(extension) ? trimmed.slice(0, -extension.length) : trimmed;
  return `${exportFileName(base || DEFAULT_EXPORT_NAME).slice(0, -'.txt'.length)}${extension}`;
}
