// Variable names for a .sav. SPSS wants each name to start with a letter, hold only letters,
// digits and . _ $ # @, be at most 64 bytes, not be a reserved word, not end with a period (nor,
// by convention, an underscore: some procedures append their own suffix after one), and differ
// from every other name ignoring case. The file also needs an 8-byte "short name" per variable and
// per segment of a very long string, unique upper case ASCII, which old readers show; the long
// names record maps them back to the long ones.
import { encodeUtf8 } from './export-writer';
import { cutUtf8 } from './sav-bytes';

const RESERVED = new Set(['ALL', 'AND', 'BY', 'EQ', 'GE', 'GT', 'LE', 'LT', 'NE', 'NOT', 'OR', 'TO', 'WITH']);
export const MAX_NAME_BYTES = 64;
export const SHORT_NAME_BYTES = 8;

const decoder = new TextDecoder();

function withinBytes(name: string, max: number): string {
  return decoder.decode(cutUtf8(encodeUtf8(name), max));
}

function trimEnd(name: string): string {
  return name.replace(/[._]+$/u, '');
}

/** One legal name for `wanted`, not yet unique. */
function legalName(wanted: string): string {
  let name = trimEnd(wanted.normalize('NFC').replace(/[^\p{L}\p{N}._$#@]/gu, '_'));
  if (!/^\p{L}/u.test(name) || RESERVED.has(name.toUpperCase())) name = `V${name}`;
  return trimEnd(withinBytes(name, MAX_NAME_BYTES)) || 'V';
}

/** Hands out names unique ignoring case, trying `base`, then `base_2`, `base_3`… cut to fit. */
class NameAllocator {
  private readonly taken = new Set<string>();
  constructor(private readonly maxBytes: number) {}

  claim(base: string): string {
    for (let n = 1; ; n += 1) {
      const suffix = n === 1 ? '' : `_${n}`;
      const name = `${withinBytes(base, this.maxBytes - suffix.length)}${suffix}`;
      const key = name.toUpperCase();
      if (!this.taken.has(key)) {
        this.taken.add(key);
        return name;
      }
    }
  }
}

/** Legal, unique long names, in the order given. */
export function savLongNames(wanted: readonly string[]): string[] {
  const names = new NameAllocator(MAX_NAME_BYTES);
  return wanted.map((name) => names.claim(legalName(name)));
}

/** A source of unique 8-byte upper case ASCII short names. */
export function createShortNames(): (longName: string) => string {
  const names = new NameAllocator(SHORT_NAME_BYTES);
  return (longName) => {
    let base = longName.toUpperCase().replace(/[^A-Z0-9_$#@.]/g, '');
    if (!/^[A-Z]/.test(base)) base = `V${base}`;
    return names.claim(trimEnd(base.slice(0, SHORT_NAME_BYTES)) || 'V');
  };
}
