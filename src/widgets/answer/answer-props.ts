// Props every answer widget shares. The question text names the widget; errors show once the
// respondent tries to move on (showErrors), or at once when given from outside (error).
import type { ReactNode } from 'react';
import type { DatePart } from '../form/date-order';

/**
 * The form names an answer posts under, so a page rendered as a plain form posts its answers
 * without scripts. The scheme is the survey runtime's (src/survey-runtime/form-fields.ts).
 */
export interface AnswerFieldNames {
  /** Chosen codes (one input per code) or the typed value. */
  readonly answer: string;
  /** The 'other' text of an answer, by its code. */
  readonly other: (code: string) => string;
  /** A part of a date typed in parts (split boxes, dropdowns). */
  readonly datePart: (part: DatePart) => string;
}

export interface AnswerBaseProps {
  /** The question text: the accessible name of the answer group. */
  readonly label: ReactNode;
  readonly required?: boolean | undefined;
  /** False when the label is visually hidden and the question text shows the '*' (see Field). */
  readonly markRequired?: boolean | undefined;
  /** The question's custom required message (spec §5); default "This field is required". */
  readonly requiredMessage?: string | undefined;
  readonly showErrors?: boolean | undefined;
  readonly error?: string | null | undefined;
  readonly disabled?: boolean | undefined;
  readonly hint?: ReactNode;
  readonly id?: string | undefined;
  /** Names for a plain form post; without them the widget posts nothing. */
  readonly names?: AnswerFieldNames | undefined;
}

/** The outside error wins; otherwise the rule's message, once errors are shown. */
export function answerMessage(props: AnswerBaseProps, ruleError: string | null): string | null {
  if (props.error) return props.error;
  return props.showErrors ? ruleError : null;
}

/**
 * What a form field needs from an answer: the field applies the required rule (and its own rules,
 * e.g. an incomplete date) itself, after blur or once showErrors is set.
 */
export function fieldProps(props: AnswerBaseProps) {
  return {
    // The stable id (answerFieldId) an error summary links to and focus moves to.
    id: props.id,
    label: props.label,
    hint: props.hint,
    required: props.required,
    markRequired: props.markRequired,
    requiredMessage: props.requiredMessage,
    showErrors: props.showErrors,
    error: props.error,
    disabled: props.disabled,
  };
}
