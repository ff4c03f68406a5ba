// The cases of a .sav in bytecode compression: each 8-byte slot becomes one command byte, and
// commands travel in blocks of 8 followed by the raw slots some of them announce. 1–251 is the
// integer (code − bias), 253 "raw 8 bytes follow", 254 "8 spaces", 255 system missing, 0 padding.
// Survey data is mostly small integer codes and blank strings, so most slots shrink to one byte.
import { encodeUtf8 } from './export-writer';
import { SavBytes, cutUtf8 } from './sav-bytes';
import { spssDate, spssDateTime, type SavVariable } from './sav-variables';
import type { ExportRow } from './export-cell';

const BIAS = 100;
const RAW = 253;
const SPACES = 254;
const MISSING = 255;
const EMPTY = new Uint8Array(0);

/**
 * What encoding a cell needs of its variable, one object shape for every variable. The largest
 * survey has 25,000 variables; read straight from `SavVariable`s (built by spreading, each with
 * its own hidden class) every cell's property reads went megamorphic, about 1 µs a cell.
 */
interface CellPlan {
  readonly cell: 'number' | 'date' | 'datetime' | 'string';
  readonly width: number;
  readonly segments: readonly { readonly width: number; readonly slots: number }[];
}

const NO_SEGMENTS: CellPlan['segments'] = [];

function cellPlan(variable: SavVariable): CellPlan {
  return variable.kind === 'numeric'
    ? { cell: variable.cell, width: 0, segments: NO_SEGMENTS }
    : { cell: 'string', width: variable.width, segments: variable.segments.map((segment) => ({ width: segment.width, slots: segment.slots })) };
}

// One block is reused for the whole file (its 8 commands and up to 8 raw slots): a case of the
// largest survey has 25,000 slots, so allocating per block would cost more than the encoding.
export class SavCaseEncoder {
  private readonly commands = new Uint8Array(8);
  private used = 0;
  private readonly raw = new Uint8Array(64);
  private readonly rawView = new DataView(this.raw.buffer);
  private rawLength = 0;
  private out = new SavBytes();
  private readonly plans: readonly CellPlan[];

  constructor(variables: readonly SavVariable[]) {
    this.plans = variables.map(cellPlan);
  }

  private command(code: number): void {
    this.commands[this.used] = code;
    this.used += 1;
    if (this.used === 8) this.flushBlock();
  }

  private flushBlock(): void {
    this.out.bytes(this.commands);
    if (this.rawLength > 0) this.out.bytes(this.raw.subarray(0, this.rawLength));
    this.used = 0;
    this.rawLength = 0;
  }

  private number(value: number | null): void {
    if (value === null || !Number.isFinite(value)) return this.command(MISSING);
    if (Number.isInteger(value) && value >= 1 - BIAS && value <= 251 - BIAS && !Object.is(value, -0)) return this.command(value + BIAS);
    this.rawView.setFloat64(this.rawLength, value, true);
    this.rawLength += 8;
    this.command(RAW);
  }

  /** `bytes` laid into `slots` slots, padded with spaces. */
  private text(bytes: Uint8Array, slots: number): void {
    for (let i = 0; i < slots; i += 1) {
      const start = i * 8;
      const end = Math.min(bytes.length, start + 8);
      if (end <= start || isSpaces(bytes, start, end)) {
        this.command(SPACES);
        continue;
      }
      this.raw.fill(0x20, this.rawLength, this.rawLength + 8);
      this.raw.set(bytes.subarray(start, end), this.rawLength);
      this.rawLength += 8;
      this.command(RAW);
    }
  }

  private cell(plan: CellPlan, cell: ExportRow[number]): void {
    switch (plan.cell) {
      case 'number':
        return this.number(typeof cell === 'number' ? cell : cell === null ? null : Number.NaN);
      case 'date':
        return this.number(cell === null ? null : spssDate(String(cell)));
      case 'datetime':
        return this.number(cell === null ? null : spssDateTime(String(cell)));
      case 'string': {
        // A value longer than the width measured before the export began (a respondent answering
        // meanwhile) is cut at a character boundary rather than shifting the following columns.
        const bytes = cell === null || cell === '' ? EMPTY : cutUtf8(encodeUtf8(String(cell)), plan.width);
        let offset = 0;
        for (const segment of plan.segments) {
          // Segments are packed 255 bytes at a time, whatever their declared width.
          this.text(bytes.subarray(offset, offset + segment.width), segment.slots);
          offset += segment.width;
        }
        return;
      }
    }
  }

  /** The bytes of these rows: whole blocks only; a partial block waits for the next rows. */
  write(rows: readonly ExportRow[]): Uint8Array {
    const plans = this.plans;
    for (const row of rows) {
      if (row.length !== plans.length) {
        throw new RangeError(`A row has ${row.length} cells for ${plans.length} variables`);
      }
      for (let i = 0; i < row.length; i += 1) this.cell(plans[i] as CellPlan, row[i] ?? null);
    }
    const bytes = this.out.toBytes();
    this.out = new SavBytes();
    return bytes;
  }

  /** The last, partial block, its unused commands as padding. */
  finish(): Uint8Array {
    if (this.used > 0) {
      this.commands.fill(0, this.used);
      this.flushBlock();
    }
    const bytes = this.out.toBytes();
    this.out = new SavBytes();
    return bytes;
  }
}

function isSpaces(bytes: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i += 1) if (bytes[i] !== 0x20) return false;
  return true;
}
