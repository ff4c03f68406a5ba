// @vitest-environment jsdom
import './dom-test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is named by its visible label', () => {
    render(<TextField label="First name" />);
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
  });

  it('shows "This field is required" after leaving a required field empty', async () => {
    const user = userEvent.setup();
    render(<TextField label="First name" required />);
    await user.click(screen.getByLabelText('First name'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
  });

  it('uses a custom required message', () => {
    render(<TextField label="First name" required requiredMessage="We need your name" showErrors />);
    expect(screen.getByRole('alert')).toHaveTextContent('We need your name');
  });

  it('shows an outside error beside the field and links it', () => {
    render(<TextField label="First name" error="Name already taken" />);
    const input = screen.getByLabelText('First name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Name already taken');
  });

  it('keeps only digits, "." and "-" when of type number', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Amount" type="number" onChange={onChange} />);
    await user.type(screen.getByLabelText('Amount'), '1a,5.-');
    expect(screen.getByLabelText('Amount')).toHaveValue('15.-');
    expect(onChange).toHaveBeenLastCalledWith('15.-');
  });

  it('cannot be edited when disabled', async () => {
    const user = userEvent.setup();
    render(<TextField label="First name" disabled defaultValue="Ana" />);
    await user.type(screen.getByLabelText('First name'), 'x');
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
  });

  it('runs the caller rule once messages show', async () => {
    const user = userEvent.setup();
    render(<TextField label="Code" validate={(value) => (value === 'bad' ? 'Not allowed' : null)} />);
    await user.type(screen.getByLabelText('Code'), 'bad');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Not allowed');
  });
});

describe('TextAreaField', () => {
  it('has four rows by default', () => {
    render(<TextAreaField label="Comments" />);
    expect(screen.getByLabelText('Comments')).toHaveAttribute('rows', '4');
  });

  it('counts down to the minimum length, then shows a tick', async () => {
    const user = userEvent.setup();
    render(<TextAreaField label="Comments" minLength={3} characterCounter />);
    const box = screen.getByLabelText('Comments');
    expect(box).toHaveAccessibleDescription('3 more characters needed');
    await user.type(box, 'ab');
    expect(box).toHaveAccessibleDescription('1 more character needed');
    await user.type(box, 'c');
    expect(box).toHaveAccessibleDescription('Minimum length reached');
    expect(screen.getByTestId('character-counter')).toHaveTextContent('✓');
  });

  it('shows count/max without a minimum', async () => {
    const user = userEvent.setup();
    render(<TextAreaField label="Comments" maxLength={20} characterCounter />);
    await user.type(screen.getByLabelText('Comments'), 'hello');
    expect(screen.getByTestId('character-counter')).toHaveTextContent('5/20');
  });
});
