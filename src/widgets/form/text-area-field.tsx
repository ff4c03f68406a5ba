// Multi-line text; four rows unless told otherwise (spec §3 open text).
import { TextEntryField, type TextEntryProps } from './text-entry';

export const DEFAULT_TEXTAREA_ROWS = 4;

export interface TextAreaFieldProps extends TextEntryProps {
  readonly rows?: number | undefined;
}

export function TextAreaField(props: TextAreaFieldProps) {
  return (
    <TextEntryField
      {...props}
      render={(control, setValue) => (
        <textarea
          className="input input--multiline"
          {...control}
          rows={props.rows ?? DEFAULT_TEXTAREA_ROWS}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
    />
  );
}
