// The .sav dictionary's view of the columns: names, print formats, and for strings the segments
// and 8-byte slots the format stores them in. Strings wider than 255 bytes are "very long
// strings": several segment variables, 255 bytes each but the last, one segment per 252 bytes of
// width (the PSPP system file documentation, "Very Long String Record").
import { assertNever, type ExportColumn, type NumericValueLabel, type StringValueLabel } from './export-cell';
import { createShortNames, savLongNames } from './sav-names';

/** Format type codes of the system file format. */
export const SAV_FORMAT = { A: 1, F: 5, DATE: 20, DATETIME: 22 } as const;

export interface SavFormat {
  readonly type: number;
  readonly width: number;
  readonly decimals: number;
}

export interface SavSegment {
  readonly shortName: string;
  /** The segment's string width, 1 to 255. */
  readonly width: number;
  /** 8-byte slots the segment takes in a case. */
  readonly slots: number;
}

interface VariableBase {
  readonly name: string;
  readonly shortName: string;
  readonly label: string;
  /** 1-based position of the variable's first slot in a case (value labels name variables so). */
  readonly index: number;
}

export type SavVariable =
  | (VariableBase & {
      readonly kind: 'numeric';
      readonly format: SavFormat;
      /** How a cell becomes a number: as it is, or a date or instant as SPSS seconds. */
      readonly cell: 'number' | 'date' | 'datetime';
      readonly valueLabels: readonly NumericValueLabel[];
      readonly missing: readonly number[];
    })
  | (VariableBase & {
      readonly kind: 'string';
      readonly width: number;
      readonly segments: readonly SavSegment[];
      readonly valueLabels: readonly StringValueLabel[];
    });

export const MAX_STRING_WIDTH = 32_767;
const SEGMENT_WIDTH = 255;
const SEGMENT_STEP = 252;

/** The segment widths of a string of `width` bytes. */
export function segmentWidths(width: number): number[] {
  if (width <= SEGMENT_WIDTH) return [width];
  const count = Math.ceil(width / SEGMENT_STEP);
  return [...Array.from({ length: count - 1 }, () => SEGMENT_WIDTH), width - (count - 1) * SEGMENT_STEP];
}

export function savVariables(columns: readonly ExportColumn[]): SavVariable[] {
  const names = savLongNames(columns.map((column) => column.name));
  const shortName = createShortNames();
  let index = 1;
  return columns.map((column, i): SavVariable => {
    const name = names[i] ?? column.name;
    const base = { name, label: column.label, index };
    const numeric = (format: SavFormat, cell: 'number' | 'date' | 'datetime', valueLabels: readonly NumericValueLabel[] = [], missing: readonly number[] = []): SavVariable => {
      index += 1;
      return { ...base, kind: 'numeric', shortName: shortName(name), format, cell, valueLabels, missing };
    };
    switch (column.kind) {
      case 'numeric': {
        if (column.missing.length > 3) throw new RangeError(`Column ${column.name}: a .sav holds at most 3 missing values, not ${column.missing.length}`);
        const decimals = Math.min(16, Math.max(0, Math.trunc(column.decimals)));
        return numeric({ type: SAV_FORMAT.F, width: decimals === 0 ? 8 : 12, decimals }, 'number', column.valueLabels, column.missing);
      }
      case 'date':
        return numeric({ type: SAV_FORMAT.DATE, width: 11, decimals: 0 }, 'date');
      case 'datetime':
        return numeric({ type: SAV_FORMAT.DATETIME, width: 20, decimals: 0 }, 'datetime');
      case 'string': {
        if (!Number.isInteger(column.width) || column.width < 1 || column.width > MAX_STRING_WIDTH) {
          throw new RangeError(`Column ${column.name}: string width must be 1 to ${MAX_STRING_WIDTH} bytes, not ${column.width}`);
        }
        const first = shortName(name);
        const segments = segmentWidths(column.width).map((width, segment) => ({
          shortName: segment === 0 ? first : shortName(first),
          width,
          slots: Math.ceil(width / 8),
        }));
        index += segments.reduce((sum, segment) => sum + segment.slots, 0);
        return { ...base, kind: 'string', shortName: first, width: column.width, segments, valueLabels: column.valueLabels };
      }
      default:
        return assertNever(column, 'column kind');
    }
  });
}

/** Every 8-byte slot of a case. */
export function caseSlots(variables: readonly SavVariable[]): number {
  let slots = 0;
  for (const variable of variables) {
    slots += variable.kind === 'numeric' ? 1 : variable.segments.reduce((sum, segment) => sum + segment.slots, 0);
  }
  return slots;
}

/** Seconds from 14 October 1582 (SPSS's epoch) to 1 January 1970. */
const SPSS_EPOCH_OFFSET = 12_219_379_200;

/** `YYYY-MM-DD` as SPSS seconds, or null when it is not a date. */
export function spssDate(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(ms) ? null : ms / 1000 + SPSS_EPOCH_OFFSET;
}

/** An ISO instant as SPSS seconds in UTC, or null when it does not parse. */
export function spssDateTime(text: string): number | null {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms / 1000 + SPSS_EPOCH_OFFSET;
}
