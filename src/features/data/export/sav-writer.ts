// SPSS .sav (system file), written as rows arrive: the dictionary first with the case count
// unknown (-1, which readers accept), bytecode-compressed cases page by page, then the real count
// patched into the header where the file can be written at a position.
import type { ExportColumn, ExportRow } from './export-cell';
import type { ExportWriter } from './export-writer';
import { SavBytes } from './sav-bytes';
import { SavCaseEncoder } from './sav-cases';
import { CASE_COUNT_POSITION, savDictionary } from './sav-dictionary';
import { savVariables } from './sav-variables';

export interface SavWriterOptions {
  readonly createdAt?: Date;
  /** The file label readers show (up to 64 bytes). */
  readonly fileLabel?: string;
}

export function createSavWriter(columns: readonly ExportColumn[], options: SavWriterOptions = {}): ExportWriter {
  const variables = savVariables(columns);
  const cases = new SavCaseEncoder(variables);
  let count = 0;
  return {
    begin: () => savDictionary(variables, { createdAt: options.createdAt ?? new Date(), fileLabel: options.fileLabel ?? '' }),
    write(rows: readonly ExportRow[]) {
      count += rows.length;
      return cases.write(rows);
    },
    end: () => ({ tail: cases.finish(), patches: [{ position: CASE_COUNT_POSITION, bytes: new SavBytes().int32(count).toBytes() }] }),
  };
}
