// Single answer shown as radios or as buttons: both a Radix RadioGroup (arrows move and choose),
// drawn differently. Button colours come from each answer's button_settings.
import { RadioGroup } from 'radix-ui';
import type { FieldControl } from '../form/field';
import { RadioChoice } from '../form/radio-choice';
import type { AnswerOption, SingleAnswerValue } from './answer-option';
import { buttonColourStyle } from './button-colours';
import { OtherTextInput } from './other-text-input';

export interface SingleChoicesProps {
  readonly variant: 'radio' | 'button';
  readonly control: FieldControl;
  readonly options: readonly AnswerOption[];
  readonly value: SingleAnswerValue;
  readonly onChoose: (code: string) => void;
  readonly onOtherText: (code: string, text: string) => void;
  readonly otherErrors: Readonly<Record<string, string>>;
  readonly required?: boolean | undefined;
  readonly disabled?: boolean | undefined;
}

export function SingleChoices(props: SingleChoicesProps) {
  const { control, value } = props;
  return (
    <RadioGroup.Root
      className={`answer-choices answer-choices--${props.variant}`}
      id={control.id}
      value={value.code}
      onValueChange={props.onChoose}
      disabled={props.disabled}
      orientation={props.variant === 'button' ? 'horizontal' : 'vertical'}
      aria-labelledby={control.labelId}
      aria-describedby={control.describedBy}
      aria-required={props.required || undefined}
      aria-invalid={control.invalid || undefined}
    >
      {props.options.map((option) => {
        const itemId = `${control.id}-${option.code}`;
        const chosen = value.code === option.code;
        return (
          <span className="answer-choice" key={option.code}>
            {props.variant === 'radio' ? (
              <RadioChoice id={itemId} value={option.code} disabled={option.disabled} label={option.label} />
            ) : (
              <RadioGroup.Item
                className="answer-button"
                id={itemId}
                value={option.code}
                disabled={option.disabled}
                style={buttonColourStyle(option.button_settings)}
              >
                {option.label}
              </RadioGroup.Item>
            )}
            {option.other ? (
              <OtherTextInput
                id={`${itemId}-other`}
                option={option}
                chosen={chosen}
                value={value.other[option.code] ?? ''}
                onChange={(text) => props.onOtherText(option.code, text)}
                error={props.otherErrors[option.code]}
                disabled={props.disabled}
              />
            ) : null}
          </span>
        );
      })}
    </RadioGroup.Root>
  );
}
