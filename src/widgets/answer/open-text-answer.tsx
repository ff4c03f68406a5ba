// Open text answer (spec §3): one line when small, else a 4-row text area; min/max length and an
// optional character counter. Of type number (spec §5) it is one line that keeps only digits, '.'
// and '-' (the kit's number rule for text boxes) and asks for a number.
import { DEFAULT_TEXTAREA_ROWS, TextAreaField } from '../form/text-area-field';
import { TextField } from '../form/text-field';
import { fieldProps } from './answer-props';
import type { AnswerBaseProps } from './answer-props';
import { openTextError } from './text-length';
import './answer.css';

export interface OpenTextAnswerProps extends AnswerBaseProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Minimum and maximum length in characters. */
  readonly min?: number | undefined;
  readonly max?: number | undefined;
  readonly character_counter?: boolean | undefined;
  readonly small?: boolean | undefined;
  /** number: digits, '.' and '-' only, read as one number. */
  readonly text_type?: 'text' | 'number' | undefined;
  readonly placeholder?: string | undefined;
}

export function OpenTextAnswer(props: OpenTextAnswerProps) {
  const limits = { min: props.min, max: props.max };
  const field = {
    ...fieldProps(props),
    validate: (text: string) => openTextError(text, limits, props.text_type),
    value: props.value,
    onChange: props.onChange,
    placeholder: props.placeholder,
    minLength: props.min,
    maxLength: props.max,
    characterCounter: props.character_counter,
    name: props.names?.answer,
  };
  return (
    <div className="answer">
      {props.text_type === 'number'
        ? <TextField {...field} type="number" />
        : props.small ? <TextField {...field} /> : <TextAreaField {...field} rows={DEFAULT_TEXTAREA_ROWS} />}
    </div>
  );
}
