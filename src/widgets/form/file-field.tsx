// File picker: the native input (keyboard and screen-reader ready), plus the chosen files with
// their sizes, and a re-check of `accept` because drag-and-drop ignores it.
import { useState } from 'react';
import { formatFileSize } from '../format/file-size';
import { Field, useFieldMessage } from './field';
import type { FieldBaseProps } from './field';
import { isAcceptedFile } from './file-accept';
import './file-field.css';

export interface FileFieldProps extends FieldBaseProps {
  /** As in HTML: ".png, image/*". */
  readonly accept?: string | undefined;
  readonly multiple?: boolean | undefined;
  /** Receives the accepted files only. */
  readonly onChange?: ((files: File[]) => void) | undefined;
}

export function FileField(props: FileFieldProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [rejected, setRejected] = useState<string | null>(null);
  const { message, markTouched } = useFieldMessage(props, files, rejected);
  return (
    <Field {...props} message={message}>
      {(control) => (
        <>
          <input
            className="input input--file"
            id={control.id}
            type="file"
            accept={props.accept}
            multiple={props.multiple}
            disabled={props.disabled}
            aria-required={props.required || undefined}
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              const accepted = chosen.filter((file) => isAcceptedFile(file, props.accept));
              const refused = chosen.filter((file) => !accepted.includes(file));
              const names = refused.map((file) => file.name).join(', ');
              setRejected(refused.length > 0 ? `Not an accepted file type: ${names}` : null);
              setFiles(accepted);
              props.onChange?.(accepted);
              markTouched();
            }}
          />
          {files.length > 0 ? (
            <ul className="file-list" aria-label="Chosen files">
              {files.map((file) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                  {file.name} <span className="file-list__size">({formatFileSize(file.size)})</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </Field>
  );
}
