// One radio and its label, as the kit draws it: the radio group field and the single-answer
// radios both list these inside a Radix RadioGroup root.
import type { ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';

export function RadioChoice({ id, value, disabled, label }: {
  readonly id: string;
  readonly value: string;
  readonly disabled?: boolean | undefined;
  readonly label: ReactNode;
}) {
  return (
    <>
      <RadioGroup.Item className="radio__item" id={id} value={value} disabled={disabled}>
        <RadioGroup.Indicator className="radio__indicator" />
      </RadioGroup.Item>
      <label className="radio__label" htmlFor={id}>
        {label}
      </label>
    </>
  );
}
