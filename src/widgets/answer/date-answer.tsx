// Date answer (spec §3): the browser's date picker, split date boxes, a text box read in the
// configured format, or dropdowns. Every display reports YYYY-MM-DD, or '' for no date.
import { useState } from 'react';
import type { ComponentType } from 'react';
import { DEFAULT_DATE_ORDER, formatIsoDate, parseOrderedDate } from '../form/date-order';
import type { DateOrder } from '../form/date-order';
import { DropdownDateField } from '../form/dropdown-date-field';
import { SplitDateField } from '../form/split-date-field';
import { TextField } from '../form/text-field';
import { fieldProps } from './answer-props';
import type { AnswerBaseProps } from './answer-props';
import { dateTextError } from './date-text';
import './answer.css';

export const DATE_DISPLAYS = ['datepicker', 'date', 'text', 'selects'] as const;
export type DateDisplay = (typeof DATE_DISPLAYS)[number];

export interface DateAnswerProps extends AnswerBaseProps {
  /** YYYY-MM-DD or ''. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly display?: DateDisplay | undefined;
  readonly format?: DateOrder | undefined;
  readonly placeholder?: string | undefined;
}

type ViewProps = DateAnswerProps & { readonly order: DateOrder };

export function DateAnswer(props: DateAnswerProps) {
  const View = VIEWS[props.display ?? 'datepicker'];
  return (
    <div className="answer">
      <View {...props} order={props.format ?? DEFAULT_DATE_ORDER} />
    </div>
  );
}

function PickerView(props: ViewProps) {
  return <TextField {...fieldProps(props)} type="date" value={props.value} onChange={props.onChange} name={props.names?.answer} />;
}

function SplitView(props: ViewProps) {
  return <SplitDateField {...fieldProps(props)} order={props.order} value={props.value} onChange={props.onChange} partName={props.names?.datePart} />;
}

function SelectsView(props: ViewProps) {
  return <DropdownDateField {...fieldProps(props)} order={props.order} value={props.value} onChange={props.onChange} partName={props.names?.datePart} />;
}

/** The box keeps what was typed; the answer is the date it reads as, once it reads as one. */
function TextView(props: ViewProps) {
  const [text, setText] = useState(() => formatIsoDate(props.value, props.order));
  const [shown, setShown] = useState(props.value);
  if (shown !== props.value) {
    setShown(props.value);
    if (parseOrderedDate(text, props.order) !== props.value) setText(formatIsoDate(props.value, props.order));
  }
  return (
    <TextField
      {...fieldProps(props)}
      hint={props.hint ?? `Format: ${props.order}`}
      placeholder={props.placeholder ?? props.order}
      value={text}
      name={props.names?.answer}
      validate={(typed) => dateTextError(typed, props.order)}
      onChange={(typed) => {
        const iso = parseOrderedDate(typed, props.order);
        setText(typed);
        setShown(iso);
        if (iso !== props.value) props.onChange(iso);
      }}
    />
  );
}

const VIEWS = {
  datepicker: PickerView,
  date: SplitView,
  text: TextView,
  selects: SelectsView,
} satisfies Record<DateDisplay, ComponentType<ViewProps>>;
