import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, deflatePiece, deflatePieces, joinGzip } from './gzip-pieces';

describe('crc32Combine', () => {
  it('gives the CRC-32 of two texts joined, whatever their lengths', () => {
    const texts = ['', 'a', '{"components":[', 'é🙂'.repeat(1000), 'x'.repeat(70_000), Buffer.alloc(1 << 20, 7).toString()];
    for (const a of texts) {
      for (const b of texts) {
        const [bytesA, bytesB] = [Buffer.from(a), Buffer.from(b)];
        expect(crc32Combine(crc32(bytesA), crc32(bytesB), bytesB.length)).toBe(crc32(Buffer.concat([bytesA, bytesB])));
      }
    }
  });
});

describe('joinGzip', () => {
  it('makes one gzip body that inflates to the pieces joined, CRC and length checked', async () => {
    // More texts than are compressed at once, at two levels: the pieces come back in order.
    const texts = ['{"rows":[', '"é🙂",'.repeat(5000), '', ...Array.from({ length: 6 }, (_, i) => `{"a":${i}},`.repeat(20_000 - i)), '"last"]}'];
    const pieces = [...await deflatePieces(texts.slice(0, 5), 1), ...await deflatePieces(texts.slice(5), 6)];
    const body = joinGzip(pieces);
    // gunzip checks the trailer: a wrong CRC or length would throw.
    expect(gunzipSync(body).toString()).toBe(texts.join(''));
    // One member: the body is the pieces' deflate data and 20 bytes of framing, nothing per piece.
    expect(body.length).toBe(pieces.reduce((sum, piece) => sum + piece.deflated.length, 0) + 10 + 2 + 8);
  });

  it('makes an empty body of no pieces', () => {
    expect(gunzipSync(joinGzip([])).toString()).toBe('');
  });

  it('lets a piece be replaced without touching the others', async () => {
    const [head, middle, tail, changed] = await Promise.all(['[1,', '2,'.repeat(3000), '3]', '"two",'.repeat(100)].map((text) => deflatePiece(text, 6)));
    expect(gunzipSync(joinGzip([head!, middle!, tail!])).toString()).toBe(`[1,${'2,'.repeat(3000)}3]`);
    expect(gunzipSync(joinGzip([head!, changed!, tail!])).toString()).toBe(`[1,${'"two",'.repeat(100)}3]`);
  });
});
