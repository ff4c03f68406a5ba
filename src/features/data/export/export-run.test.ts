import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import type { ExportOptions } from './export-options';
import { runExport, type ExportProgress, type ExportSink } from './export-run';
import { blobSink } from './export-sink';
import type { FilePatch } from './export-writer';
import { fakeSource } from './testing/export-fixtures';

const options: ExportOptions = { format: 'pipe', values: 'codes', rows: 'all', name: 'canvas_export' };

function memorySink() {
  const chunks: Uint8Array[] = [];
  const state = { closed: false, aborted: false, patches: [] as FilePatch[] };
  const sink: ExportSink = {
    write: async (chunk) => void chunks.push(chunk),
    patch: async (patch) => void state.patches.push(patch),
    close: async () => void (state.closed = true),
    abort: async () => void (state.aborted = true),
  };
  return { sink, state, text: () => new TextDecoder().decode(Buffer.concat(chunks)) };
}

describe('the export loop', () => {
  it('writes the header and every page, reporting rows done of the total', async () => {
    const source = fakeSource(5, 2);
    const { sink, state, text } = memorySink();
    const progress: ExportProgress[] = [];
    const outcome = await runExport({ source, options, sink, signal: new AbortController().signal, onProgress: (p) => progress.push(p) });
    expect(outcome).toEqual({ kind: 'done', rows: 5 });
    expect(progress).toEqual([{ rows: 2, total: 5 }, { rows: 4, total: 5 }, { rows: 5, total: 5 }]);
    expect(text().split('\n')).toHaveLength(6);
    expect(source.stats.requests).toEqual([null, '2', '4']);
    expect(state.closed).toBe(true);
  });

  it('never holds more than the page being written and the one being fetched', async () => {
    const source = fakeSource(1000, 10);
    let maxAhead = 0;
    let written = 0;
    const { sink } = memorySink();
    const counting: ExportSink = {
      ...sink,
      write: async (chunk) => {
        written += 1;
        // Pages served minus pages written (the header is the first write).
        maxAhead = Math.max(maxAhead, source.stats.pagesServed - (written - 1));
        await sink.write(chunk);
      },
    };
    await runExport({ source, options, sink: counting, signal: new AbortController().signal, onProgress: () => {} });
    expect(source.stats.pagesServed).toBe(100);
    expect(maxAhead).toBeLessThanOrEqual(2);
  });

  it('stops fetching and aborts the file when cancelled', async () => {
    const source = fakeSource(100, 10);
    const controller = new AbortController();
    const { sink, state } = memorySink();
    const outcome = await runExport({
      source, options, sink, signal: controller.signal,
      onProgress: (p) => { if (p.rows === 30) controller.abort(); },
    });
    expect(outcome).toEqual({ kind: 'cancelled' });
    expect(state.aborted).toBe(true);
    expect(state.closed).toBe(false);
    expect(source.stats.pagesServed).toBeLessThanOrEqual(4);
  });

  it('ends quietly with the API status when a page fails', async () => {
    const source = fakeSource(100, 10);
    const failing = { ...source, page: async () => { throw new ApiError(401, 'Signed out', 'unauthorized'); } };
    const { sink, state } = memorySink();
    const outcome = await runExport({ source: failing, options, sink, signal: new AbortController().signal, onProgress: () => {} });
    expect(outcome).toEqual({ kind: 'failed', message: 'Signed out', status: 401, code: 'unauthorized' });
    expect(state.aborted).toBe(true);
  });

  it('patches a .sav header with the case count in the download file', async () => {
    const sink = blobSink('application/x-spss-sav');
    const outcome = await runExport({ source: fakeSource(7, 3), options: { ...options, format: 'sav' }, sink, signal: new AbortController().signal, onProgress: () => {} });
    expect(outcome).toEqual({ kind: 'done', rows: 7 });
    const bytes = new Uint8Array(await sink.blob().arrayBuffer());
    expect(new DataView(bytes.buffer).getInt32(80, true)).toBe(7);
  });
});
