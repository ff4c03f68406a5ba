// A growable little-endian byte buffer for the .sav writer: int32, float64, raw bytes and text
// padded with spaces to a fixed size, as the system file format lays out its records.
import { encodeUtf8 } from './export-writer';

export class SavBytes {
  private buffer = new Uint8Array(1024);
  private view = new DataView(this.buffer.buffer);
  private length = 0;

  get size(): number {
    return this.length;
  }

  private reserve(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    let capacity = this.buffer.length * 2;
    while (capacity < this.length + extra) capacity *= 2;
    const next = new Uint8Array(capacity);
    next.set(this.buffer.subarray(0, this.length));
    this.buffer = next;
    this.view = new DataView(next.buffer);
  }

  int32(value: number): this {
    this.reserve(4);
    this.view.setInt32(this.length, value, true);
    this.length += 4;
    return this;
  }

  float64(value: number): this {
    this.reserve(8);
    this.view.setFloat64(this.length, value, true);
    this.length += 8;
    return this;
  }

  bytes(bytes: Uint8Array): this {
    this.reserve(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
    return this;
  }

  /** `bytes` then spaces up to `size` (the bytes must fit). */
  padded(bytes: Uint8Array, size: number): this {
    if (bytes.length > size) throw new RangeError(`${bytes.length} bytes do not fit a ${size}-byte field`);
    this.bytes(bytes);
    return this.fill(0x20, size - bytes.length);
  }

  /** ASCII or UTF-8 text padded with spaces to `size` bytes. */
  text(text: string, size: number): this {
    return this.padded(encodeUtf8(text), size);
  }

  fill(byte: number, count: number): this {
    this.reserve(count);
    this.buffer.fill(byte, this.length, this.length + count);
    this.length += count;
    return this;
  }

  /** A copy of what was written. */
  toBytes(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}

/** The longest prefix of `bytes` of at most `max` bytes that does not cut a UTF-8 character. */
export function cutUtf8(bytes: Uint8Array, max: number): Uint8Array {
  if (bytes.length <= max) return bytes;
  let end = max;
  // Continuation bytes are 10xxxxxx: step back to the first byte of the character that is cut.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end);
}

/** `text` in UTF-8, at most `max` bytes, never cutting a character. */
export function utf8Within(text: string, max: number): Uint8Array {
  return cutUtf8(encodeUtf8(text), max);
}
