// @vitest-environment jsdom
import '../form/dom-test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EMPTY_MULTI_ANSWER } from './answer-option';
import type { AnswerOption } from './answer-option';
import { MultiAnswer } from './multi-answer';
import type { MultiAnswerProps } from './multi-answer';

const drinks: AnswerOption[] = [
  { code: '1', label: 'Tea' },
  { code: '2', label: 'Coffee' },
  { code: '3', label: 'Other', other: true, other_required: true, other_error_message: 'Tell us which' },
  { code: '99', label: 'None of these', exclusive: true },
];

function Live(props: Omit<MultiAnswerProps, 'value' | 'onChange' | 'label' | 'options'>) {
  const [value, setValue] = useState(EMPTY_MULTI_ANSWER);
  return <MultiAnswer label="What do you drink?" options={drinks} {...props} value={value} onChange={setValue} />;
}

describe('MultiAnswer', () => {
  it('is a group named by the question', () => {
    render(<Live />);
    expect(screen.getByRole('group', { name: 'What do you drink?' })).toBeInTheDocument();
  });

  it('deselects every other answer when the exclusive one is chosen', async () => {
    const user = userEvent.setup();
    render(<Live />);
    await user.click(screen.getByLabelText('Tea'));
    await user.click(screen.getByLabelText('Coffee'));
    await user.click(screen.getByLabelText('None of these'));
    expect(screen.getByLabelText('None of these')).toBeChecked();
    expect(screen.getByLabelText('Tea')).not.toBeChecked();
    expect(screen.getByLabelText('Coffee')).not.toBeChecked();
  });

  it('deselects the exclusive answer when another is chosen', async () => {
    const user = userEvent.setup();
    render(<Live display="button" />);
    await user.click(screen.getByRole('button', { name: 'None of these' }));
    await user.click(screen.getByRole('button', { name: 'Tea' }));
    expect(screen.getByRole('button', { name: 'Tea' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'None of these' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the other box open to typing, which chooses its answer; unchoosing clears it', async () => {
    const user = userEvent.setup();
    render(<Live />);
    const box = screen.getByRole('textbox', { name: 'Other: please specify' });
    expect(box).toBeEnabled();
    await user.type(box, 'Juice');
    expect(screen.getByLabelText('Other')).toBeChecked();
    expect(box).toHaveValue('Juice');
    await user.click(screen.getByLabelText('Other'));
    expect(box).toHaveValue('');
  });

  it('asks for the other text when it is required', async () => {
    const user = userEvent.setup();
    render(<Live showErrors />);
    await user.click(screen.getByLabelText('Other'));
    expect(screen.getByRole('alert')).toHaveTextContent('Tell us which');
  });

  it('shows the required message when nothing is chosen', () => {
    render(<Live required showErrors />);
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
  });

  it('disables further answers at max, but not the exclusive one', async () => {
    const user = userEvent.setup();
    render(<Live max={2} />);
    expect(screen.getByText('Choose up to 2')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Tea'));
    await user.click(screen.getByLabelText('Coffee'));
    expect(screen.getByLabelText('Other')).toBeDisabled();
    expect(screen.getByLabelText('None of these')).toBeEnabled();
  });

  it('asks for at least min answers', async () => {
    const user = userEvent.setup();
    render(<Live min={2} showErrors />);
    await user.click(screen.getByLabelText('Tea'));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least 2');
  });
});
