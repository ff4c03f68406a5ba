// The components list cut into chunks by what it holds, not by position: a chunk ends after a row
// whose id hashes to a boundary (one in BOUNDARY_EVERY), so adding, deleting or moving a row
// changes the chunks around that row and leaves every other chunk as it was, with the same rows
// (content-defined chunking, as rsync and backup tools cut files). A chunk is also cut at
// MAX_CHUNK_ROWS, so unlucky ids cannot make one chunk hold most of a survey.

/** Rows per chunk on average, 2^8: ~180 KB of the largest survey's text, compressed in ~1 ms. */
const BOUNDARY_BITS = 8;
export const BOUNDARY_EVERY = 2 ** BOUNDARY_BITS;
export const MAX_CHUNK_ROWS = 4 * BOUNDARY_EVERY;

/**
 * A row's id ends a chunk: the top bits of its last 32 bits times the golden ratio (Fibonacci
 * hashing: they depend on every bit, so ids that are not random, e.g. counted, spread too) are 0.
 */
export function endsChunk(id: string): boolean {
  const tail = Number.parseInt(id.slice(-8), 16);
  return Math.imul(tail, 0x9e3779b1) >>> (32 - BOUNDARY_BITS) === 0;
}

/** A chunk of rows, as kept with whatever was made of it (its compressed text). */
export interface Chunk<Row, Made> {
  readonly rows: readonly Row[];
  readonly made: Made;
}

/**
 * Cuts `rows` into chunks, in order; a chunk holding exactly the rows (the same objects, in order)
 * of a chunk in `kept` comes with what was made of it, any other with `made` undefined.
 */
export function cutChunks<Row extends { readonly ends: boolean }, Made>(
  rows: readonly Row[], kept: readonly Chunk<Row, Made>[],
): { readonly rows: readonly Row[]; readonly made: Made | undefined }[] {
  const byFirst = new Map(kept.map((chunk) => [chunk.rows[0]!, chunk]));
  const chunks: { rows: readonly Row[]; made: Made | undefined }[] = [];
  let start = 0;
  for (let end = 1; end <= rows.length; end++) {
    if (!rows[end - 1]!.ends && end - start < MAX_CHUNK_ROWS && end < rows.length) continue;
    const same = byFirst.get(rows[start]!);
    const unchanged = same?.rows.length === end - start && same.rows.every((row, i) => row === rows[start + i]);
    chunks.push(unchanged ? same : { rows: rows.slice(start, end), made: undefined });
    start = end;
  }
  return chunks;
}
