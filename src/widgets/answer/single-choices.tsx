// Single answer shown as radios or as buttons: native radio inputs in both (the buttons' radios
// are visually hidden inside labels drawn as buttons), so arrows move and choose, and the chosen
// code posts with a plain form before (or without) scripts. Button colours come from each
// answer's button_settings.
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

/**
 * The answers as native radios: the browser gives the arrow keys that move and choose within the
 * group (same name). As buttons, each radio sits visually hidden in a label drawn as a button in
 * its answer's colours (CSS marks the label of the checked one).
 */
export function SingleChoices(props: SingleChoicesProps) {
  const { control, value, variant } = props;
  return (
    <div
      className={`answer-choices answer-choices--${variant}`}
      id={control.id}
      role="radiogroup"
      {...groupAria(props)}
    >
      {props.options.map((option) => {
        const itemId = `${control.id}-${option.code}`;
        const chosen = value.code === option.code;
        const input = (
          <input
            className={variant === 'radio' ? 'check__box' : 'visually-hidden'}
            type="radio"
            id={itemId}
            // Without a form name the group still needs one of its own for the arrow keys.
            name={props.name ?? control.id}
            value={option.code}
            checked={chosen}
            disabled={props.disabled || option.disabled}
            onChange={() => props.onChoose(option.code)}
          />
        );
        return (
          <span className="answer-choice" key={option.code}>
            {variant === 'radio' ? (
              <span className="radio">
                {input}
                <label className="radio__label" htmlFor={itemId}>
                  {option.label}
                </label>
              </span>
            ) : (
              <label className="answer-button" style={buttonColourStyle(option.button_settings)}>
                {input}
                {option.label}
              </label>
            )}
            <ChoiceOther props={props} option={option} itemId={itemId} chosen={chosen} />
          </span>
        );
      })}
    </div>
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
