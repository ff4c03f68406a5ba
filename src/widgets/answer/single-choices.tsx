// Single answer shown as radios (native inputs) or as buttons (a Radix RadioGroup); arrows move
// and choose in both. Button colours come from each answer's button_settings.
import { RadioGroup } from 'radix-ui';
import type { FieldControl } from '../form/field';
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
  /** The form name of each 'other' text, by answer code. */
  readonly otherName?: ((code: string) => string) | undefined;
  /** The form name of the chosen code; native radios post under it themselves. */
  readonly name?: string | undefined;
}

export function SingleChoices(props: SingleChoicesProps) {
  return props.variant === 'radio' ? <NativeRadios {...props} /> : <ButtonChoices {...props} />;
}

/**
 * Radios as native inputs: they post their code with a plain form and work before (or without)
 * scripts, which is how a server-rendered page is answered first. The browser gives the arrow keys
 * that move and choose within the group (same name), as Radix does for the buttons.
 */
function NativeRadios(props: SingleChoicesProps) {
  const { control, value } = props;
  return (
    <div
      className="answer-choices answer-choices--radio"
      id={control.id}
      role="radiogroup"
      {...groupAria(props)}
    >
      {props.options.map((option) => {
        const itemId = `${control.id}-${option.code}`;
        const chosen = value.code === option.code;
        return (
          <span className="answer-choice" key={option.code}>
            <span className="radio">
              <input
                className="check__box"
                type="radio"
                id={itemId}
                // Without a form name the group still needs one of its own for the arrow keys.
                name={props.name ?? control.id}
                value={option.code}
                checked={chosen}
                disabled={props.disabled || option.disabled}
                onChange={() => props.onChoose(option.code)}
              />
              <label className="radio__label" htmlFor={itemId}>
                {option.label}
              </label>
            </span>
            <ChoiceOther props={props} option={option} itemId={itemId} chosen={chosen} />
          </span>
        );
      })}
    </div>
  );
}

/** Answers as buttons: a Radix RadioGroup, drawn as buttons in each answer's colours. */
function ButtonChoices(props: SingleChoicesProps) {
  const { control, value } = props;
  return (
    <RadioGroup.Root
      className="answer-choices answer-choices--button"
      id={control.id}
      value={value.code}
      onValueChange={props.onChoose}
      disabled={props.disabled}
      orientation="horizontal"
      {...groupAria(props)}
    >
      {props.options.map((option) => {
        const itemId = `${control.id}-${option.code}`;
        const chosen = value.code === option.code;
        return (
          <span className="answer-choice" key={option.code}>
            <RadioGroup.Item
              className="answer-button"
              id={itemId}
              value={option.code}
              disabled={option.disabled}
              style={buttonColourStyle(option.button_settings)}
            >
              {option.label}
            </RadioGroup.Item>
            <ChoiceOther props={props} option={option} itemId={itemId} chosen={chosen} />
          </span>
        );
      })}
    </RadioGroup.Root>
  );
}

/** The text box of an 'other' answer, beside it in either drawing; nothing for other answers. */
function ChoiceOther({ props, option, itemId, chosen }: { props: SingleChoicesProps; option: SingleChoicesProps['options'][number]; itemId: string; chosen: boolean }) {
  if (!option.other) return null;
  return (
    <OtherTextInput
      id={`${itemId}-other`}
      option={option}
      chosen={chosen}
      value={props.value.other[option.code] ?? ''}
      onChange={(text) => props.onOtherText(option.code, text)}
      error={props.otherErrors[option.code]}
      disabled={props.disabled}
      name={props.otherName?.(option.code)}
    />
  );
}

/** What assistive technology reads of the group, in either drawing: its label, hint and state. */
function groupAria({ control, required }: SingleChoicesProps) {
  return {
    'aria-labelledby': control.labelId,
    'aria-describedby': control.describedBy,
    'aria-required': required || undefined,
    'aria-invalid': control.invalid || undefined,
  };
}
