import { describe, expect, it } from 'vitest';
import { createExportService, type ExportRequest } from './export-service';
import { fakeSource } from './testing/export-fixtures';

const request: ExportRequest = {
  surveyId: 's1', region: 'uk', filter: {}, token: 't',
  options: { format: 'csv', values: 'labels', rows: 'live', name: 'canvas_export' },
};
const noFile = async () => { throw new Error('no file system in this test'); };

describe('the export service (the worker)', () => {
  it('hands back the whole file for a download', async () => {
    const service = createExportService({ source: () => fakeSource(3, 2), fileSink: noFile });
    const result = await service.start(request, { kind: 'download' }, () => {});
    expect(result.kind).toBe('done');
    expect(result.blob?.type).toBe('text/csv');
    expect((await result.blob!.text()).split('\r\n')).toHaveLength(5);
  });

  it('cancels the running export', async () => {
    const service = createExportService({ source: () => fakeSource(10_000, 10), fileSink: noFile });
    const result = await service.start(request, { kind: 'download' }, (p) => { if (p.rows >= 20) service.cancel(); });
    expect(result).toEqual({ kind: 'cancelled' });
  });

  it('ends quietly when the picked file cannot be opened', async () => {
    const service = createExportService({ source: () => fakeSource(1, 1), fileSink: noFile });
    const result = await service.start(request, { kind: 'file', handle: {} as FileSystemFileHandle }, () => {});
    expect(result).toMatchObject({ kind: 'failed', message: 'no file system in this test' });
  });
});
