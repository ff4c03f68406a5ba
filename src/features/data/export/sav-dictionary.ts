// The dictionary of a .sav: every record before the cases, in the order PSPP writes them (file
// header, variables, value labels, machine info, long names, very long strings, encoding, long
// string value labels, terminator). Layouts follow the PSPP developers' guide, "System File Format".
import { encodeUtf8 } from './export-writer';
import { SavBytes, utf8Within } from './sav-bytes';
import { SAV_FORMAT, caseSlots, type SavFormat, type SavVariable } from './sav-variables';

/** Where the header's case count sits: the writer patches it once the rows are counted. */
export const CASE_COUNT_POSITION = 80;
const SYSMIS = -Number.MAX_VALUE;
/** The highest value below SYSMIS the format reserves ("lowest" of the float info record). */
const LOWEST = (() => {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, 0xffeffffffffffffen, true);
  return view.getFloat64(0, true);
})();
/** The spec's .sav labels: SPSS reads value labels up to 120 bytes, variable labels up to 255. */
const VALUE_LABEL_BYTES = 120;
const VARIABLE_LABEL_BYTES = 255;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function packFormat(format: SavFormat): number {
  return (format.type << 16) | (format.width << 8) | format.decimals;
}

function two(n: number): string {
  return String(n).padStart(2, '0');
}

function fileHeader(out: SavBytes, slots: number, createdAt: Date, fileLabel: string): void {
  out.text('$FL2', 4);
  out.text('@(#) SPSS DATA FILE Fieldwork', 60);
  out.int32(2); // layout code
  out.int32(slots); // nominal case size
  out.int32(1); // bytecode compression
  out.int32(0); // no weight variable
  out.int32(-1); // cases unknown until the end (patched then)
  out.float64(100); // compression bias
  out.text(`${two(createdAt.getUTCDate())} ${MONTHS[createdAt.getUTCMonth()]} ${two(createdAt.getUTCFullYear() % 100)}`, 9);
  out.text(`${two(createdAt.getUTCHours())}:${two(createdAt.getUTCMinutes())}:${two(createdAt.getUTCSeconds())}`, 8);
  out.padded(utf8Within(fileLabel, 64), 64);
  out.fill(0, 3);
}

function variableRecord(out: SavBytes, type: number, shortName: string, format: SavFormat, label: string | null, missing: readonly number[]): void {
  out.int32(2).int32(type).int32(label === null ? 0 : 1).int32(missing.length);
  out.int32(packFormat(format)).int32(packFormat(format));
  out.text(shortName, 8);
  if (label !== null) {
    const bytes = utf8Within(label, VARIABLE_LABEL_BYTES);
    out.int32(bytes.length).bytes(bytes).fill(0x20, (4 - (bytes.length % 4)) % 4);
  }
  for (const value of missing) out.float64(value);
}

function continuationRecords(out: SavBytes, count: number): void {
  for (let i = 0; i < count; i += 1) out.int32(2).int32(-1).int32(0).int32(0).int32(0).int32(0).text('', 8);
}

function variableRecords(out: SavBytes, variables: readonly SavVariable[]): void {
  for (const variable of variables) {
    const label = variable.label === '' ? null : variable.label;
    if (variable.kind === 'numeric') {
      variableRecord(out, 0, variable.shortName, variable.format, label, variable.missing);
      continue;
    }
    variable.segments.forEach((segment, i) => {
      variableRecord(out, segment.width, segment.shortName, { type: SAV_FORMAT.A, width: segment.width, decimals: 0 }, i === 0 ? label : null, []);
      continuationRecords(out, segment.slots - 1);
    });
  }
}

function valueLabelRecords(out: SavBytes, variables: readonly SavVariable[]): void {
  for (const variable of variables) {
    if (variable.valueLabels.length === 0) continue;
    if (variable.kind === 'string' && variable.width > 8) continue; // the long string record has them
    out.int32(3).int32(variable.valueLabels.length);
    for (const { value, label } of variable.valueLabels) {
      if (typeof value === 'number') out.float64(value);
      else out.padded(utf8Within(value, 8), 8);
      const bytes = utf8Within(label, VALUE_LABEL_BYTES);
      // The length byte and the label together fill a multiple of 8 bytes.
      out.bytes(Uint8Array.of(bytes.length)).bytes(bytes).fill(0x20, (8 - ((bytes.length + 1) % 8)) % 8);
    }
    out.int32(4).int32(1).int32(variable.index);
  }
}

function extension(out: SavBytes, subtype: number, size: number, body: SavBytes | Uint8Array): void {
  const bytes = body instanceof SavBytes ? body.toBytes() : body;
  out.int32(7).int32(subtype).int32(size).int32(bytes.length / size).bytes(bytes);
}

function longStringValueLabels(variables: readonly SavVariable[]): SavBytes | null {
  const body = new SavBytes();
  for (const variable of variables) {
    if (variable.kind !== 'string' || variable.width <= 8 || variable.valueLabels.length === 0) continue;
    const name = encodeUtf8(variable.name);
    body.int32(name.length).bytes(name).int32(variable.width).int32(variable.valueLabels.length);
    for (const { value, label } of variable.valueLabels) {
      body.int32(variable.width).padded(utf8Within(value, variable.width), variable.width);
      const bytes = utf8Within(label, VALUE_LABEL_BYTES);
      body.int32(bytes.length).bytes(bytes);
    }
  }
  return body.size === 0 ? null : body;
}

export function savDictionary(variables: readonly SavVariable[], options: { readonly createdAt: Date; readonly fileLabel: string }): Uint8Array {
  const out = new SavBytes();
  fileHeader(out, caseSlots(variables), options.createdAt, options.fileLabel);
  variableRecords(out, variables);
  valueLabelRecords(out, variables);
  // Machine integer info: version 1.0.0, machine -1, IEEE 754, compression 1, little-endian, UTF-8.
  extension(out, 3, 4, new SavBytes().int32(1).int32(0).int32(0).int32(-1).int32(1).int32(1).int32(2).int32(65001));
  extension(out, 4, 8, new SavBytes().float64(SYSMIS).float64(Number.MAX_VALUE).float64(LOWEST));
  extension(out, 13, 1, encodeUtf8(variables.map((variable) => `${variable.shortName}=${variable.name}`).join('\t')));
  const veryLong = variables.filter((variable) => variable.kind === 'string' && variable.segments.length > 1);
  if (veryLong.length > 0) {
    const entries = veryLong.map((variable) => `${variable.shortName}=${String(variable.kind === 'string' ? variable.width : 0).padStart(5, '0')}\0\t`);
    extension(out, 14, 1, encodeUtf8(entries.join('')));
  }
  extension(out, 20, 1, encodeUtf8('UTF-8'));
  const longLabels = longStringValueLabels(variables);
  if (longLabels) extension(out, 21, 1, longLabels);
  out.int32(999).int32(0);
  return out.toBytes();
}

export { SYSMIS };
