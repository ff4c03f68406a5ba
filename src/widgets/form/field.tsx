// The frame every form input shares: a visible label tied to the control, a required marker, a
// hint, and an error beside the field that is announced (role=alert) and linked to the control
// (aria-describedby + aria-invalid).
import { useId, useState } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { requiredError } from './required';
import './form.css';

export interface FieldBaseProps {
  /** Visible label; for groups (radio, split date, login) the group's name. */
  readonly label: ReactNode;
  readonly required?: boolean | undefined;
  /**
   * Draws the required '*' beside the label (the default). False where the label is visually
   * hidden and the visible text that names the field carries the mark instead.
   */
  readonly markRequired?: boolean | undefined;
  /** Replaces "This field is required" (spec §5: configurable per question). */
  readonly requiredMessage?: string | undefined;
  /** An error from outside (server, parent form); shown at once, over the field's own rules. */
  readonly error?: string | null | undefined;
  readonly hint?: ReactNode;
  readonly disabled?: boolean | undefined;
  /** Show rule messages now instead of after the first blur, e.g. once a form was submitted. */
  readonly showErrors?: boolean | undefined;
  readonly id?: string | undefined;
  readonly className?: string | undefined;
}

export interface FieldControl {
  readonly id: string;
  readonly labelId: string;
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
}

interface FieldProps extends FieldBaseProps {
  /**
   * 'control': a <label> tied to one native control (htmlFor). 'group': a set of controls named by
   * the label (role=group). 'labelled': the label is text that the child names its own widget with
   * (aria-labelledby), for radio groups and sliders. 'inline': the child renders its label beside
   * the control (checkbox, switch).
   */
  readonly kind?: 'control' | 'group' | 'labelled' | 'inline';
  /** The message to show, from useFieldMessage. */
  readonly message: string | null;
  readonly onGroupBlur?: (() => void) | undefined;
  readonly children: (control: FieldControl) => ReactNode;
}

export function Field(props: FieldProps) {
  const generatedId = useId();
  const id = props.id ?? `field${generatedId.replaceAll(':', '')}`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [props.hint ? hintId : null, props.message ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control: FieldControl = { id, labelId, describedBy, invalid: props.message !== null };
  const marker = <RequiredMarker shown={props.required && props.markRequired !== false} />;
  const classes = ['field', props.disabled ? 'field--disabled' : '', props.className ?? ''].join(' ').trim();

  const body = (
    <>
      {props.kind === 'inline' ? null : props.kind === 'group' || props.kind === 'labelled' ? (
        <span className="field__label" id={labelId}>
          {props.label}
          {marker}
        </span>
      ) : (
        // The marker stays outside the <label> so the label's text is exactly the field's name.
        <span className="field__label-row">
          <label className="field__label" id={labelId} htmlFor={id}>
            {props.label}
          </label>
          {marker}
        </span>
      )}
      {props.hint ? (
        <span className="field__hint" id={hintId}>
          {props.hint}
        </span>
      ) : null}
      {props.children(control)}
      {props.message ? (
        <span className="field__error" id={errorId} role="alert">
          {props.message}
        </span>
      ) : null}
    </>
  );

  if (props.kind !== 'group') return <div className={classes}>{body}</div>;
  return (
    <div
      className={classes}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      onBlur={(event) => {
        if (leavesElement(event)) props.onGroupBlur?.();
      }}
    >
      {body}
    </div>
  );
}

/** A visual '*'; the control itself carries aria-required for assistive technology. */
export function RequiredMarker({ shown }: { readonly shown: boolean | undefined }) {
  return shown ? (
    <span className="field__required" aria-hidden="true">
      *
    </span>
  ) : null;
}

/** True when focus moves out of the element handling the blur, not between its children. */
export function leavesElement(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  return !(next instanceof Node && event.currentTarget.contains(next));
}

/**
 * Which message a field shows: an outside error at once; otherwise, after the first blur (or when
 * showErrors is set), the required message and then the field's own rule.
 */
export function useFieldMessage(
  props: FieldBaseProps,
  value: unknown,
  ruleError: string | null = null,
): { readonly message: string | null; readonly markTouched: () => void } {
  const [touched, setTouched] = useState(false);
  const visible = touched || Boolean(props.showErrors);
  const ownMessage = visible ? (requiredError(value, props.required, props.requiredMessage) ?? ruleError) : null;
  const outside = props.error ? props.error : null;
  return { message: outside ?? ownMessage, markTouched: () => setTouched(true) };
}
