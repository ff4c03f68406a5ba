import { describe, expect, it } from 'vitest';
import type { ExportColumn, ExportRow } from './export-cell';
import { createSavWriter } from './sav-writer';
import { CASE_COUNT_POSITION } from './sav-dictionary';
import { createShortNames, savLongNames } from './sav-names';
import { segmentWidths, spssDate, spssDateTime } from './sav-variables';
import { cutUtf8 } from './sav-bytes';

function savFile(columns: ExportColumn[], pages: ExportRow[][]): Uint8Array {
  const writer = createSavWriter(columns, { createdAt: new Date('2026-01-05T10:11:12Z') });
  const parts = [writer.begin(), ...pages.map((page) => writer.write(page))];
  const { tail, patches } = writer.end();
  const file = Buffer.concat([...parts, tail]);
  for (const patch of patches) file.set(patch.bytes, patch.position);
  return file;
}

const numeric = (name: string): ExportColumn => ({ kind: 'numeric', name, label: name, decimals: 0, valueLabels: [], missing: [] });

describe('sav writer', () => {
  it('writes a $FL2 header with the slot count, bytecode compression, bias 100 and the patched case count', () => {
    const file = savFile([numeric('a'), { kind: 'string', name: 's', label: '', width: 20, valueLabels: [] }], [[[1, 'x']], [[2, null], [3, 'y']]]);
    const view = new DataView(file.buffer, file.byteOffset);
    expect(new TextDecoder().decode(file.subarray(0, 4))).toBe('$FL2');
    expect(view.getInt32(64, true)).toBe(2); // layout code
    expect(view.getInt32(68, true)).toBe(1 + 3); // one numeric slot, three for 20 bytes
    expect(view.getInt32(72, true)).toBe(1); // bytecode
    expect(view.getInt32(CASE_COUNT_POSITION, true)).toBe(3);
    expect(view.getFloat64(84, true)).toBe(100);
  });

  it('compresses small integers to one command byte and a missing value to 255', () => {
    const file = savFile([numeric('a'), numeric('b')], [[[5, null], [1.5, -99]]]);
    // The last 8 + 8 bytes: one command block and the raw 1.5 it announces.
    const block = Array.from(file.subarray(file.length - 16, file.length - 8));
    expect(block).toEqual([105, 255, 253, 1, 0, 0, 0, 0]);
    expect(new DataView(file.buffer, file.byteOffset + file.length - 8).getFloat64(0, true)).toBe(1.5);
  });

  it('refuses a row whose length does not match the columns, naming both counts', () => {
    const writer = createSavWriter([numeric('a')]);
    writer.begin();
    expect(() => writer.write([[1, 2]])).toThrow('A row has 2 cells for 1 variables');
  });

  it('refuses more than 3 missing values and an impossible string width, naming the column', () => {
    expect(() => createSavWriter([{ kind: 'numeric', name: 'a', label: '', decimals: 0, valueLabels: [], missing: [1, 2, 3, 4] }])).toThrow(/Column a: .*at most 3 missing values/);
    expect(() => createSavWriter([{ kind: 'string', name: 't', label: '', width: 0, valueLabels: [] }])).toThrow(/Column t: string width/);
  });
});

describe('sav variables', () => {
  it('splits very long strings into 255-byte segments, one per 252 bytes of width', () => {
    expect(segmentWidths(255)).toEqual([255]);
    expect(segmentWidths(256)).toEqual([255, 4]);
    expect(segmentWidths(600)).toEqual([255, 255, 96]);
  });

  it('counts dates and instants in seconds from 14 October 1582', () => {
    expect(spssDate('1582-10-14')).toBe(0);
    expect(spssDate('1970-01-01')).toBe(12_219_379_200);
    expect(spssDateTime('1970-01-01T01:00:00+01:00')).toBe(12_219_379_200);
    expect(spssDate('not a date')).toBeNull();
  });

  it('never cuts a UTF-8 character', () => {
    const bytes = new TextEncoder().encode('aé');
    expect(Array.from(cutUtf8(bytes, 2))).toEqual([0x61]);
    expect(cutUtf8(bytes, 3)).toBe(bytes);
  });
});

describe('sav names', () => {
  it('makes names legal and unique ignoring case', () => {
    expect(savLongNames(['Q1', 'q1', 'Q 2', '3rd', 'TO', 'end_', 'Größe'])).toEqual(['Q1', 'q1_2', 'Q_2', 'V3rd', 'VTO', 'end', 'Größe']);
  });

  it('keeps names within 64 bytes, suffix included', () => {
    const [a, b] = savLongNames(['x'.repeat(80), 'X'.repeat(70)]);
    expect(a).toBe('x'.repeat(64));
    expect(b).toBe(`${'X'.repeat(62)}_2`);
  });

  it('hands out unique upper case 8-byte short names', () => {
    const short = createShortNames();
    expect([short('respondent_id'), short('respondent_idx'), short('Größe'), short('9lives')]).toEqual(['RESPONDE', 'RESPON_2', 'GRSSE', 'V9LIVES']);
  });
});
