// @vitest-environment jsdom
import '../form/dom-test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_SINGLE_ANSWER } from './answer-option';
import type { AnswerOption, SingleAnswerValue } from './answer-option';
import { SingleAnswer } from './single-answer';
import type { SingleAnswerProps } from './single-answer';

const options: AnswerOption[] = [
  { code: '1', label: 'Yes', button_settings: { bg: '112233', active_bg: '445566' } },
  { code: '2', label: 'No' },
  { code: '3', label: 'Something else', other: true },
];

function Live(
  props: Omit<SingleAnswerProps, 'value' | 'onChange' | 'label' | 'options'> & {
    readonly spy?: (value: SingleAnswerValue) => void;
  },
) {
  const [value, setValue] = useState(EMPTY_SINGLE_ANSWER);
  return (
    <SingleAnswer
      label="Would you recommend us?"
      options={options}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.spy?.(next);
      }}
    />
  );
}

describe('SingleAnswer', () => {
  it('shows radios named by the question by default', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Live spy={spy} />);
    expect(screen.getByRole('radiogroup', { name: 'Would you recommend us?' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(spy).toHaveBeenLastCalledWith({ code: '2', other: {} });
  });

  it('keeps the other box open to typing, which chooses its answer, and drops its text when another is chosen', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Live spy={spy} />);
    const box = screen.getByRole('textbox', { name: 'Something else: please specify' });
    // Open without a script's help: a respondent without JavaScript must be able to fill it.
    expect(box).toBeEnabled();
    await user.type(box, 'Maybe');
    expect(screen.getByRole('radio', { name: 'Something else' })).toBeChecked();
    expect(spy).toHaveBeenLastCalledWith({ code: '3', other: { '3': 'Maybe' } });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(spy).toHaveBeenLastCalledWith({ code: '1', other: {} });
    expect(box).toHaveValue('');
  });

  it('colours buttons from button_settings, defaulting to the theme colours', () => {
    render(<Live display="button" />);
    // Each button is the label around its (visually hidden) native radio.
    const button = (name: string) => screen.getByRole('radio', { name }).closest('label')!;
    expect(button('Yes').style.getPropertyValue('--answer-button-bg')).toBe('#112233');
    expect(button('No').style.getPropertyValue('--answer-button-bg')).toBe('#E5E9ED');
    expect(button('No').style.getPropertyValue('--answer-button-active-bg')).toBe('#153DFF');
  });

  it('shows the question custom required message', () => {
    render(<Live required requiredMessage="Please choose" showErrors />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose');
  });

  it('offers a rating of thumbs at size 2 by default', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Live display="rating" spy={spy} />);
    const group = screen.getByRole('radiogroup', { name: 'Would you recommend us?' });
    expect(group).toHaveClass('rating--thumbs-up');
    expect(group).toHaveStyle({ fontSize: '2em' });
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(spy).toHaveBeenLastCalledWith({ code: '2', other: {} });
  });

  it('offers a dropdown of the answers', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Live display="dropdown" spy={spy} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Would you recommend us?' }), 'Something else');
    expect(spy).toHaveBeenLastCalledWith({ code: '3', other: {} });
    expect(screen.getByRole('textbox', { name: 'Something else: please specify' })).toBeEnabled();
  });
});
