// The image uploader's states (spec §4): idle → selected → uploading (with percent) → done or
// error. A small reducer: events that make no sense in a state are ignored, never thrown.

export const UPLOAD_FAILED_MESSAGE = 'Image could not be uploaded';

export type UploadState =
  | { readonly status: 'idle' }
  | { readonly status: 'selected'; readonly file: File }
  | { readonly status: 'uploading'; readonly file: File; readonly progress: number }
  | { readonly status: 'done'; readonly url: string; readonly progress: 100 }
  /** A failure clears the selection: the file is not kept. */
  | { readonly status: 'error'; readonly message: string };

export type UploadEvent =
  | { readonly type: 'file.select'; readonly file: File }
  | { readonly type: 'selection.clear' }
  | { readonly type: 'upload.start' }
  | { readonly type: 'upload.progress'; readonly percent: number }
  | { readonly type: 'upload.succeed'; readonly url: string }
  | { readonly type: 'upload.fail' }
  | { readonly type: 'progress.reset' };

export const initialUploadState: UploadState = { status: 'idle' };

const clampPercent = (percent: number) => (Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : 0);

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'file.select':
      return state.status === 'uploading' ? state : { status: 'selected', file: event.file };
    case 'selection.clear':
      return state.status === 'selected' || state.status === 'error' ? initialUploadState : state;
    case 'upload.start':
      return state.status === 'selected' ? { status: 'uploading', file: state.file, progress: 0 } : state;
    case 'upload.progress':
      // Progress never goes backwards, even if reports arrive out of order.
      return state.status === 'uploading' ? { ...state, progress: Math.max(state.progress, clampPercent(event.percent)) } : state;
    case 'upload.succeed':
      return state.status === 'uploading' ? { status: 'done', url: event.url, progress: 100 } : state;
    case 'upload.fail':
      return state.status === 'uploading' ? { status: 'error', message: UPLOAD_FAILED_MESSAGE } : state;
    case 'progress.reset':
      return state.status === 'done' ? initialUploadState : state;
  }
}
