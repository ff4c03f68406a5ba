// Numeric answer (spec §3): a number box, a range slider or a dropdown of values, all native
// controls (the slider's value posts in a hidden input, only once it was moved).
import type { ComponentType } from 'react';
import { NumberField } from '../form/number-field';
import { fieldProps } from './answer-props';
import { AnswerRange } from './answer-range';
import { AnswerSelect } from './answer-select';
import { HiddenValues } from './hidden-values';
import type { AnswerBaseProps } from './answer-props';
import { MAX_NUMERIC_CHOICES, numericChoices, sliderSettings } from './numeric-scale';
import type { NumericSettings } from './numeric-scale';
import './answer.css';

export const NUMERIC_DISPLAYS = ['text', 'range_slider', 'dropdown'] as const;
export type NumericDisplay = (typeof NUMERIC_DISPLAYS)[number];

export interface NumericAnswerProps extends AnswerBaseProps, NumericSettings {
  readonly value: number | null;
  readonly onChange: (value: number | null) => void;
  readonly display?: NumericDisplay | undefined;
  readonly placeholder?: string | undefined;
}

type ViewProps = NumericAnswerProps;

export function NumericAnswer(props: NumericAnswerProps) {
  const View = VIEWS[props.display ?? 'text'];
  return (
    <div className="answer">
      <View {...props} />
    </div>
  );
}

function TextView(props: ViewProps) {
  return (
    <NumberField
      {...fieldProps(props)}
      min={props.min}
      max={props.max}
      decimalPlaces={props.decimal_places ?? 0}
      placeholder={props.placeholder}
      value={props.value}
      onChange={props.onChange}
      name={props.names?.answer}
    />
  );
}

function SliderView(props: ViewProps) {
  const { min, max, step, resting } = sliderSettings(props);
  return (
    <>
    <AnswerRange
      {...fieldProps(props)}
      min={min}
      max={max}
      step={step}
      resting={resting}
      value={props.value}
      onChange={props.onChange}
    />
    <HiddenValues name={props.names?.answer} values={props.value === null ? [] : [String(props.value)]} />
    </>
  );
}

function DropdownView(props: ViewProps) {
  const { values, total } = numericChoices(props);
  const cut = total > MAX_NUMERIC_CHOICES ? `Showing the first ${MAX_NUMERIC_CHOICES} of ${total} values` : null;
  return (
    <AnswerSelect
      {...fieldProps(props)}
      hint={props.hint ?? cut}
      options={values.map((value) => ({ value: String(value), label: String(value) }))}
      value={props.value === null ? '' : String(props.value)}
      onChange={(text) => props.onChange(Number(text))}
      name={props.names?.answer}
    />
  );
}

const VIEWS = {
  text: TextView,
  range_slider: SliderView,
  dropdown: DropdownView,
} satisfies Record<NumericDisplay, ComponentType<ViewProps>>;
