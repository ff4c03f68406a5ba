// Answer widgets (spec §3 answer groups): used by the designer preview and respondent pages.
export { SingleAnswer, SINGLE_DISPLAYS, DEFAULT_SINGLE_RATING_ICON } from './single-answer';
export type { SingleAnswerProps, SingleDisplay } from './single-answer';
export { MultiAnswer, MULTI_DISPLAYS } from './multi-answer';
export type { MultiAnswerProps, MultiDisplay } from './multi-answer';
export { NumericAnswer, NUMERIC_DISPLAYS } from './numeric-answer';
export type { NumericAnswerProps, NumericDisplay } from './numeric-answer';
export { OpenTextAnswer } from './open-text-answer';
export type { OpenTextAnswerProps } from './open-text-answer';
export { DateAnswer, DATE_DISPLAYS } from './date-answer';
export type { DateAnswerProps, DateDisplay } from './date-answer';
export { OtherTextInput } from './other-text-input';
export type { AnswerBaseProps, AnswerFieldNames } from './answer-props';
export { HiddenValues } from './hidden-values';
export type { DatePart } from '../form/date-order';
export { EMPTY_MULTI_ANSWER, EMPTY_SINGLE_ANSWER } from './answer-option';
export type { AnswerOption, MultiAnswerValue, OtherTexts, SingleAnswerValue } from './answer-option';
export {
  BUTTON_SETTING_KEYS,
  DEFAULT_BUTTON_SETTINGS,
  buttonColourStyle,
  resolveButtonSettings,
} from './button-colours';
export type { ButtonSettingKey, ButtonSettings } from './button-colours';
export {
  canChoose,
  multiAnswerErrors,
  pruneOtherTexts,
  selectionHint,
  singleAnswerErrors,
  toggleMultiCode,
} from './selection';
export type { AnswerErrors, SelectionLimits } from './selection';
export { MAX_NUMERIC_CHOICES, numericChoices, sliderSettings } from './numeric-scale';
export type { NumericSettings } from './numeric-scale';
export { textLengthError } from './text-length';
export { dateTextError } from './date-text';
