// The plain data an answer widget needs about each answer (spec §3 Answer), in the field names of
// the stored records so a caller can pass them through.
import type { ButtonSettings } from './button-colours';

export interface AnswerOption {
  readonly code: string;
  readonly label: string;
  /** Multi only: choosing it clears every other choice, and any other choice clears it. */
  readonly exclusive?: boolean | undefined;
  /** Adds a free-text box, enabled only while this answer is chosen. */
  readonly other?: boolean | undefined;
  readonly other_required?: boolean | undefined;
  /** Custom message for an empty required 'other' box (spec §5). */
  readonly other_error_message?: string | undefined;
  readonly disabled?: boolean | undefined;
  /** From development_fields.button_settings: hex without '#'; missing keys take the defaults. */
  readonly button_settings?: Partial<ButtonSettings> | undefined;
}

// The answer values are the respondent runtime's, defined once in schema/ so the server checks
// the very values the widgets produce.
export { EMPTY_MULTI_ANSWER, EMPTY_SINGLE_ANSWER } from '../../../schema/survey/respondent/answers';
export type { MultiAnswerValue, OtherTexts, SingleAnswerValue } from '../../../schema';
