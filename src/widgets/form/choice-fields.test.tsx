// @vitest-environment jsdom
import './dom-test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { RadioGroupField } from './radio-group-field';
import { SelectField } from './select-field';
import { SwitchField } from './switch-field';

const fruit = [
  { value: 'apple', label: 'Apple' },
  { value: 'pear', label: 'Pear', disabled: true },
  { value: 'plum', label: 'Plum' },
];

describe('CheckboxField', () => {
  it('toggles with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CheckboxField label="I agree" onChange={onChange} />);
    screen.getByRole('checkbox', { name: 'I agree' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('asks to be ticked when required', async () => {
    const user = userEvent.setup();
    render(<CheckboxField label="I agree" required />);
    await user.click(screen.getByLabelText('I agree'));
    await user.click(screen.getByLabelText('I agree'));
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
  });
});

describe('RadioGroupField', () => {
  it('is a named radio group whose arrows skip disabled options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RadioGroupField label="Fruit" options={fruit} onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Fruit' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Apple' }));
    // Held, then released: Radix moves focus on a timer and chooses only while the key is down.
    await user.keyboard('{ArrowDown>}');
    await user.keyboard('{/ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('plum');
    expect(screen.getByRole('radio', { name: 'Plum' })).toBeChecked();
  });

  it('chooses an option by clicking its label', async () => {
    const user = userEvent.setup();
    render(<RadioGroupField label="Fruit" options={fruit} />);
    await user.click(screen.getByText('Plum'));
    expect(screen.getByRole('radio', { name: 'Plum' })).toBeChecked();
  });
});

describe('SwitchField', () => {
  it('is a named switch that Space turns on', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SwitchField label="Dark mode" onChange={onChange} />);
    screen.getByRole('switch', { name: 'Dark mode' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  });
});

describe('SelectField', () => {
  it('opens with the keyboard and picks an enabled option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SelectField label="Fruit" options={fruit} onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('option', { name: 'Pear' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Plum' }));
    expect(onChange).toHaveBeenLastCalledWith('plum');
    expect(trigger).toHaveTextContent('Plum');
  });

  it('shows the required message when closed without a choice', async () => {
    const user = userEvent.setup();
    render(<SelectField label="Fruit" options={fruit} required />);
    screen.getByRole('combobox', { name: 'Fruit' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
  });
});
