// The form inputs of the interface kit (spec §1, §5) and the pure rules they apply.
export { Field, RequiredMarker, leavesElement, useFieldMessage } from './field';
export type { FieldBaseProps, FieldControl } from './field';
export type { Option } from './option';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { NumberField } from './number-field';
export type { NumberFieldProps } from './number-field';
export { SearchField } from './search-field';
export type { SearchFieldProps } from './search-field';
export { HexField } from './hex-field';
export type { HexFieldProps } from './hex-field';
export { FileField } from './file-field';
export type { FileFieldProps } from './file-field';
export { LoginFields } from './login-fields';
export type { Credentials, LoginFieldsProps } from './login-fields';
export { TextAreaField, DEFAULT_TEXTAREA_ROWS } from './text-area-field';
export type { TextAreaFieldProps } from './text-area-field';
export { CheckboxField } from './checkbox-field';
export type { CheckboxFieldProps } from './checkbox-field';
export { RadioGroupField } from './radio-group-field';
export type { RadioGroupFieldProps } from './radio-group-field';
export { SwitchField } from './switch-field';
export type { SwitchFieldProps } from './switch-field';
export { SelectField } from './select-field';
export type { SelectFieldProps } from './select-field';
export { RangeField } from './range-field';
export type { RangeFieldProps } from './range-field';
export { SplitDateField } from './split-date-field';
export type { SplitDateFieldProps } from './split-date-field';
export { DropdownDateField } from './dropdown-date-field';
export type { DropdownDateFieldProps } from './dropdown-date-field';
export { RatingField } from './rating-field';
export type { RatingFieldProps } from './rating-field';
export { RatingIcon } from './rating-icon';
export { CharacterCounter } from './character-counter';
export type { CharacterCounterProps } from './character-counter';
export { useControllable } from './use-controllable';

export { DEFAULT_REQUIRED_MESSAGE, isEmptyValue, requiredError } from './required';
export { DEFAULT_HEX, HEX_LENGTH, INVALID_HEX_MESSAGE, hexError, isValidHex, sanitizeHex } from './hex';
export {
  clampNumber,
  numberToText,
  parseNumberText,
  sanitizeNumberText,
  settleNumberText,
  snapWhileTyping,
  truncateDecimals,
} from './number';
export type { NumberRules } from './number';
export { isNumberText, keepNumericCharacters } from './numeric-text';
export { characterCount, describeCharacterCount } from './character-count';
export type { CharacterCount, LengthLimits } from './character-count';
export {
  DATE_ORDERS,
  DEFAULT_DATE_ORDER,
  INCOMPLETE_DATE_MESSAGE,
  IMPOSSIBLE_DATE_MESSAGE,
  composeIsoDate,
  datePartOrder,
  datePartsError,
  formatIsoDate,
  parseOrderedDate,
  splitIsoDate,
} from './date-order';
export type { DateOrder, DatePart, DateParts } from './date-order';
export { YEAR_LIMIT, acceptDatePartInput, shouldAdvanceDatePart } from './split-date';
export { OLDEST_YEAR, dayChoices, monthChoices, yearChoices } from './dropdown-date';
export { DEFAULT_RATING_SIZE, RATING_ICONS, isRatingIconActive, ratingScale } from './rating';
export type { RatingChoice, RatingIcon as RatingIconName } from './rating';
export { INVALID_EMAIL_MESSAGE, emailError, isEmailAddress } from './email';
export { isAcceptedFile } from './file-accept';
export type { FileLike } from './file-accept';
