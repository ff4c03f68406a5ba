// Reads a written .sav back with GNU PSPP (Debian's pspp): the dictionary (names, labels, formats,
// value labels, missing values) and every value, a very long UTF-8 string included.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { ExportColumn, ExportRow } from './export-cell';
import { createSavWriter } from './sav-writer';

const PSPP = '/usr/bin/pspp';
const hasPspp = existsSync(PSPP);
if (!hasPspp) console.warn('sav-pspp.test.ts skipped: GNU PSPP is not installed at /usr/bin/pspp (apt-get install pspp)');

const dir = mkdtempSync(join(tmpdir(), 'fieldwork-sav-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const longText = `${'Grüße aus Köln – '.repeat(20)}end`; // 443 bytes in UTF-8: two segments
const columns: ExportColumn[] = [
  { kind: 'string', name: 'respondent_id', label: 'Respondent', width: 36, valueLabels: [] },
  { kind: 'numeric', name: 'Q1', label: 'How old are you?', decimals: 0, missing: [99],
    valueLabels: [{ value: 1, label: 'Under 18' }, { value: 2, label: '18 or over' }, { value: 99, label: 'Not shown' }] },
  { kind: 'numeric', name: 'Q2 score', label: 'Score', decimals: 2, valueLabels: [], missing: [] },
  { kind: 'string', name: 'Q3', label: 'Favourite colour', width: 6, valueLabels: [{ value: 'r', label: 'Rot' }, { value: 'g', label: 'Grün' }] },
  { kind: 'string', name: 'Q4', label: 'Comments – Ünïcode', width: Buffer.byteLength(longText), valueLabels: [] },
  { kind: 'date', name: 'Q5', label: 'Visit' },
  { kind: 'datetime', name: 'created_at', label: 'Created (UTC)' },
];
const rows: ExportRow[] = [
  ['r-1', 1, 3.25, 'r', longText, '2024-02-29', '2025-06-01T12:30:00+02:00'],
  ['r-2', 99, null, null, null, null, null],
  ['r-3', 2, -1234.5, 'g', 'kurz', '1999-12-31', '2025-06-01T00:00:00Z'],
];

function writeSav(path: string): void {
  const writer = createSavWriter(columns, { fileLabel: 'Fieldwork test' });
  const parts = [writer.begin(), writer.write(rows.slice(0, 1)), writer.write(rows.slice(1))];
  const { tail, patches } = writer.end();
  const file = Buffer.concat([...parts, tail]);
  for (const patch of patches) file.set(patch.bytes, patch.position);
  writeFileSync(path, file);
}

// Skipped only outside CI (a developer without pspp); CI installs it, so there a missing pspp fails.
describe.skipIf(!hasPspp && !process.env.CI)('a .sav read back by PSPP', () => {
  const sav = join(dir, 'export.sav');
  writeSav(sav);

  it('reads the dictionary: names, labels, formats, value labels and missing values', () => {
    const syntax = join(dir, 'dictionary.sps');
    writeFileSync(syntax, `GET FILE='${sav}'.\nDISPLAY DICTIONARY.\n`);
    const out = join(dir, 'dictionary.csv');
    execFileSync(PSPP, ['-O', 'format=csv', '-o', out, syntax]);
    const text = readFileSync(out, 'utf8');
    expect(text).not.toMatch(/warning|error/i);
    const lines = text.split('\n');
    const variable = (name: string) => lines.find((line) => line.startsWith(`${name},`)) ?? '';
    expect(variable('respondent_id')).toContain('Respondent');
    expect(variable('Q1')).toMatch(/How old are you\?.*F8\.0.*99/);
    expect(variable('Q2_score')).toContain('F12.2');
    expect(variable('Q4')).toMatch(new RegExp(`Comments – Ünïcode.*A${Buffer.byteLength(longText)}`));
    expect(variable('Q5')).toContain('DATE11');
    expect(variable('created_at')).toContain('DATETIME20');
    expect(text).toContain('Under 18');
    expect(text).toContain('18 or over');
    expect(text).toContain('Grün');
  });

  it('reads every value back, the very long UTF-8 string whole and missing values empty', () => {
    const out = join(dir, 'data.csv');
    execFileSync('/usr/bin/pspp-convert', [sav, out]);
    const data = Papa.parse<string[]>(readFileSync(out, 'utf8'), { skipEmptyLines: true }).data;
    expect(data[0]).toEqual(['respondent_id', 'Q1', 'Q2_score', 'Q3', 'Q4', 'Q5', 'created_at']);
    expect(data[1]).toEqual(['r-1', '1', '3.25', 'r', longText, '02/29/2024', '06/01/2025 10:30:00']);
    expect(data[2]?.map((cell) => cell.trim())).toEqual(['r-2', '99', '', '', '', '', '']);
    expect(data[3]).toEqual(['r-3', '2', '-1234.5', 'g', 'kurz', '12/31/1999', '06/01/2025 00:00:00']);
  });

  it('treats the declared missing code as missing and labels the codes', () => {
    const out = join(dir, 'labels.csv');
    execFileSync('/usr/bin/pspp-convert', ['--labels', '--recode', sav, out]);
    const data = Papa.parse<string[]>(readFileSync(out, 'utf8'), { skipEmptyLines: true }).data;
    expect(data.map((row) => row[1]?.trim())).toEqual(['Q1', 'Under 18', '', '18 or over']);
    expect(data.map((row) => row[3]?.trim())).toEqual(['Q3', 'Rot', '', 'Grün']);
  });
});
