import { useEffect, useId, useReducer, useRef, useState, type ChangeEvent } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { Alert } from '../feedback/alert';
import { Button } from '../feedback/button';
import { ProgressBar } from '../feedback/progress-bar';
import { formatFileSize } from '../format';
import { DEFAULT_MAX_IMAGE_BYTES, IMAGE_ACCEPT, checkImageFile } from './image-file';
import { initialUploadState, uploadReducer } from './upload-state';
import './image-uploader.css';

/** Timers of spec §9. */
export const REJECTION_VISIBLE_MS = 4000;
export const PROGRESS_RESET_MS = 2000;

/** Sends the file and resolves to its public address; reports progress as a percentage. */
export type ImageUpload = (file: File, onProgress: (percent: number) => void) => Promise<string>;

export interface ImageUploaderProps {
  /** Names the control, e.g. "Logo". */
  label: string;
  /** The current image address, shown as a preview. */
  value?: string;
  /** Called with the new public address after a successful upload. */
  onChange: (url: string) => void;
  upload: ImageUpload;
  /** When given, a Remove button clears the current image. */
  onRemove?: () => void;
  maxBytes?: number;
  disabled?: boolean;
}

/** Choose an image (type and size checked), upload it with progress, and hand its address back. */
export function ImageUploader({ label, value, onChange, upload, onRemove, maxBytes = DEFAULT_MAX_IMAGE_BYTES, disabled = false }: ImageUploaderProps) {
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const [rejection, setRejection] = useState<{ message: string; at: number } | null>(null);
  const attempt = useRef(0);
  const inputId = useId();

  useEffect(() => {
    if (!rejection) return;
    const timer = setTimeout(() => setRejection(null), REJECTION_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [rejection]);

  useEffect(() => {
    if (state.status !== 'done') return;
    const timer = setTimeout(() => dispatch({ type: 'progress.reset' }), PROGRESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const check = checkImageFile(file, maxBytes);
    if (!check.ok) {
      setRejection({ message: check.message, at: Date.now() });
      return;
    }
    setRejection(null);
    dispatch({ type: 'file.select', file });
  };

  const start = async () => {
    if (state.status !== 'selected') return;
    const id = ++attempt.current;
    dispatch({ type: 'upload.start' });
    try {
      const url = await upload(state.file, (percent) => {
        if (id === attempt.current) dispatch({ type: 'upload.progress', percent });
      });
      if (id !== attempt.current) return;
      dispatch({ type: 'upload.succeed', url });
      onChange(url);
    } catch {
      if (id === attempt.current) dispatch({ type: 'upload.fail' });
    }
  };

  const busy = state.status === 'uploading';
  return (
    <div className="image-uploader" role="group" aria-labelledby={`${inputId}-label`}>
      <span id={`${inputId}-label`} className="image-uploader__label">
        {label}
      </span>
      <div className="image-uploader__preview">
        {value ? <img src={value} alt={`Current ${label.toLowerCase()}`} /> : <span className="image-uploader__none">No image</span>}
      </div>
      <div className="image-uploader__actions">
        <label className="image-uploader__choose" data-disabled={disabled || busy || undefined}>
          Choose image
          <VisuallyHidden.Root asChild>
            <input type="file" accept={IMAGE_ACCEPT} disabled={disabled || busy} onChange={choose} />
          </VisuallyHidden.Root>
        </label>
        {value && onRemove && (
          <Button variant="ghost" size="sm" disabled={disabled || busy} onClick={onRemove}>
            Remove
          </Button>
        )}
      </div>
      {rejection && (
        <Alert severity="error" key={rejection.at}>
          {rejection.message}
        </Alert>
      )}
      {(state.status === 'selected' || state.status === 'uploading') && (
        <div className="image-uploader__file">
          <span>
            {state.file.name} ({formatFileSize(state.file.size)})
          </span>
          {state.status === 'selected' ? (
            <div className="image-uploader__actions">
              <Button size="sm" variant="primary" disabled={disabled} onClick={() => void start()}>
                Upload
              </Button>
              <Button size="sm" variant="ghost" onClick={() => dispatch({ type: 'selection.clear' })}>
                Cancel
              </Button>
            </div>
          ) : (
            <ProgressBar label={`Uploading ${state.file.name}`} value={state.progress} showValue />
          )}
        </div>
      )}
      {state.status === 'done' && (
        <>
          <ProgressBar label="Upload complete" value={100} showValue />
          <p role="status" className="image-uploader__done">
            Image uploaded
          </p>
        </>
      )}
      {state.status === 'error' && <Alert severity="error">{state.message}</Alert>}
    </div>
  );
}
