// A radio group on Radix RadioGroup: arrow keys move and choose, Tab leaves the group.
import type { Option } from './option';
import { RadioChoice } from './radio-choice';
import { RadioRootField, type SingleChoiceProps } from './radio-root-field';

export interface RadioGroupFieldProps extends SingleChoiceProps {
  readonly options: readonly Option[];
  readonly orientation?: 'horizontal' | 'vertical' | undefined;
  readonly name?: string | undefined;
}

export function RadioGroupField(props: RadioGroupFieldProps) {
  const orientation = props.orientation ?? 'vertical';
  return (
    <RadioRootField
      {...props}
      className={`radio-group radio-group--${orientation}`}
      orientation={orientation}
      items={(control) =>
        props.options.map((option, index) => {
          const itemId = `${control.id}-${index}`;
          return (
            <span className="radio" key={option.value}>
              <RadioChoice id={itemId} value={option.value} disabled={option.disabled} label={option.label} />
            </span>
          );
        })
      }
    />
  );
}
