import { describe, expect, it } from 'vitest';
import { initialUploadState, uploadReducer, type UploadEvent, type UploadState } from './upload-state';

const file = { name: 'logo.png', size: 10 } as File;
const run = (...events: UploadEvent[]) => events.reduce<UploadState>(uploadReducer, initialUploadState);

describe('uploadReducer', () => {
  it('goes idle → selected → uploading → done → idle', () => {
    expect(run({ type: 'file.select', file })).toEqual({ status: 'selected', file });
    expect(run({ type: 'file.select', file }, { type: 'upload.start' })).toEqual({ status: 'uploading', file, progress: 0 });
    const done = run({ type: 'file.select', file }, { type: 'upload.start' }, { type: 'upload.succeed', url: 'https://x/logo' });
    expect(done).toEqual({ status: 'done', url: 'https://x/logo', progress: 100 });
    expect(uploadReducer(done, { type: 'progress.reset' })).toEqual({ status: 'idle' });
  });
  it('tracks progress as a whole percent that never goes back', () => {
    const state = run({ type: 'file.select', file }, { type: 'upload.start' }, { type: 'upload.progress', percent: 42.6 }, { type: 'upload.progress', percent: 10 });
    expect(state).toMatchObject({ progress: 43 });
    expect(uploadReducer(state, { type: 'upload.progress', percent: 250 })).toMatchObject({ progress: 100 });
  });
  it('fails with "Image could not be uploaded" and drops the file', () => {
    const state = run({ type: 'file.select', file }, { type: 'upload.start' }, { type: 'upload.fail' });
    expect(state).toEqual({ status: 'error', message: 'Image could not be uploaded' });
  });
  it('ignores events out of place', () => {
    expect(run({ type: 'upload.start' })).toEqual({ status: 'idle' });
    expect(run({ type: 'upload.succeed', url: 'x' })).toEqual({ status: 'idle' });
    const uploading = run({ type: 'file.select', file }, { type: 'upload.start' });
    expect(uploadReducer(uploading, { type: 'file.select', file })).toBe(uploading);
    expect(uploadReducer(uploading, { type: 'progress.reset' })).toBe(uploading);
  });
  it('lets a new file be chosen after an error or clears it', () => {
    const failed = run({ type: 'file.select', file }, { type: 'upload.start' }, { type: 'upload.fail' });
    expect(uploadReducer(failed, { type: 'file.select', file })).toEqual({ status: 'selected', file });
    expect(run({ type: 'file.select', file }, { type: 'selection.clear' })).toEqual({ status: 'idle' });
  });
});
