// One gzip body (RFC 1952) joined from pieces compressed independently of one another, so a large
// reply kept compressed can have one piece replaced and be sent again without compressing the rest.
//
// Each piece is raw deflate (RFC 1951) ended by a sync flush: its blocks are not final and it ends
// on a byte boundary, and a fresh compressor never refers back past its own start. Deflate keeps no
// other state between blocks, so pieces laid end to end are one valid deflate stream (pigz builds
// its parallel output the same way). The body is one gzip member: header, the pieces, one empty
// final block, then the CRC-32 and length of the whole text, the CRC combined from the pieces'
// own. One member, not one per piece: concatenated members are valid gzip, but not every decoder
// reads past the first.
import { promisify } from 'node:util';
import { constants as zlibConstants, crc32, deflateRaw, deflateRawSync, gunzip, gunzipSync } from 'node:zlib';

export interface GzipPiece {
  /** Raw deflate blocks, none final, ending byte-aligned (a sync flush). */
  readonly deflated: Buffer;
  /** CRC-32 of the piece's text (UTF-8 bytes). */
  readonly crc: number;
  /** Length of the piece's text in bytes. */
  readonly length: number;
}

const deflateRawAsync = promisify(deflateRaw);

/**
 * Below this many bytes a piece is compressed at once, on this thread: the thread pool's round
 * trip costs more than compressing it, and a reply that waits on no thread keeps the order of
 * everything else in the process as it was (the draft engine's fault-injection replays a seed
 * exactly, and a job finishing on another thread at a time of its own broke that).
 */
const ON_THREAD_BELOW = 64 * 1024;

const gunzipAsync = promisify(gunzip);

/** The text of a gzip body (for a client that takes no gzip): a large one inflated on the thread pool. */
export async function gunzipText(body: Buffer): Promise<string> {
  return (body.length < ON_THREAD_BELOW / 4 ? gunzipSync(body) : await gunzipAsync(body)).toString();
}

/** Compresses one piece at zlib `level`: a large one on the thread pool. */
export async function deflatePiece(text: string, level: number): Promise<GzipPiece> {
  const bytes = Buffer.from(text);
  const options = { level, finishFlush: zlibConstants.Z_SYNC_FLUSH };
  const deflated = bytes.length < ON_THREAD_BELOW ? deflateRawSync(bytes, options) : await deflateRawAsync(bytes, options);
  return { deflated, crc: crc32(bytes), length: bytes.length };
}

/**
 * Pieces compressed at once: the thread pool's size (libuv's default 4). Each holds a compressor
 * (~300 KB) meanwhile, so the 200 pieces of the largest survey are not all started together.
 */
const AT_ONCE = 4;

/** Compresses each text into a piece, in order, a few at a time. */
export async function deflatePieces(texts: readonly string[], level: number): Promise<GzipPiece[]> {
  const pieces: GzipPiece[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < texts.length; index = next++) pieces[index] = await deflatePiece(texts[index]!, level);
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, texts.length) }, worker));
  return pieces;
}

/** Compresses one short piece at once (a few bytes of framing text). */
export function deflateShortPiece(text: string): GzipPiece {
  const bytes = Buffer.from(text);
  return { deflated: deflateRawSync(bytes, { finishFlush: zlibConstants.Z_SYNC_FLUSH }), crc: crc32(bytes), length: bytes.length };
}

// gzip header: magic, deflate, no flags, no modification time, no extra flags, OS unknown.
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty final block with fixed codes (BFINAL 1, BTYPE 01, end-of-block): what zlib writes on
// finishing after a flush.
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** The pieces, in order, as one gzip member. */
export function joinGzip(pieces: readonly GzipPiece[]): Buffer {
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    crc = crc32Combine(crc, piece.crc, piece.length);
    length += piece.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE(length % 0x1_0000_0000, 4);
  return Buffer.concat([HEADER, ...pieces.map((piece) => piece.deflated), FINAL_BLOCK, trailer]);
}

// CRC-32 of two texts joined, from the CRC of each and the second's length: zlib's crc32_combine
// (1.2.12 and later), which multiplies the first CRC by x^(8·length) modulo the CRC polynomial.
// Node's zlib offers crc32 but not its combine.
const POLY = 0xedb88320;
const TOP = 0x8000_0000;

/** a·b modulo the polynomial, both in the reflected bit order CRC-32 uses (x^0 in the top bit). */
function multiplyModPoly(a: number, b: number): number {
  let product = 0;
  for (let mask = TOP; mask !== 0; mask >>>= 1) {
    if ((a & mask) !== 0) {
      product ^= b;
      if ((a & (mask - 1)) === 0) break;
    }
    b = (b & 1) !== 0 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const X_POW_2K = (() => {
  const table = [0x4000_0000]; // x^1
  for (let k = 1; k < 32; k++) table.push(multiplyModPoly(table[k - 1]!, table[k - 1]!));
  return table;
})();

/** x^(n·2^k) modulo the polynomial. */
function xPowModPoly(n: number, k: number): number {
  let power = TOP; // x^0
  for (; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) power = multiplyModPoly(X_POW_2K[k % 32]!, power);
  }
  return power;
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and B's length in bytes. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multiplyModPoly(xPowModPoly(lengthB, 3), crcA) ^ crcB) >>> 0;
}
