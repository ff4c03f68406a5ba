// One writer per format, checked complete by the compiler.
import type { ExportColumn } from './export-cell';
import type { ExportFormat } from './export-options';
import type { ExportWriter } from './export-writer';
import { createCsvWriter } from './csv-writer';
import { createPipeWriter } from './pipe-writer';
import { createSavWriter } from './sav-writer';

const WRITERS = {
  pipe: (columns) => createPipeWriter(columns),
  csv: (columns) => createCsvWriter(columns),
  sav: (columns, title) => createSavWriter(columns, { fileLabel: title }),
} as const satisfies { [F in ExportFormat]: (columns: readonly ExportColumn[], title: string) => ExportWriter };

export function writerFor(format: ExportFormat, columns: readonly ExportColumn[], title: string): ExportWriter {
  return WRITERS[format](columns, title);
}
