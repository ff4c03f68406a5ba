// @vitest-environment jsdom
import './dom-test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './number-field';

const setup = (props: Partial<Parameters<typeof NumberField>[0]> = {}) => {
  const onChange = vi.fn();
  render(<NumberField label="Age" onChange={onChange} {...props} />);
  return { onChange, input: screen.getByLabelText('Age'), user: userEvent.setup() };
};

describe('NumberField', () => {
  it('keeps digits only and reports the number', async () => {
    const { input, user, onChange } = setup();
    await user.type(input, '4x2');
    expect(input).toHaveValue('42');
    expect(onChange).toHaveBeenLastCalledWith(42);
  });

  it('refuses a period when no decimal places are configured', async () => {
    const { input, user } = setup();
    await user.type(input, '1.5');
    expect(input).toHaveValue('15');
  });

  it('truncates decimals to the configured places', async () => {
    const { input, user, onChange } = setup({ decimalPlaces: 2 });
    await user.type(input, '3.14159');
    expect(input).toHaveValue('3.14');
    expect(onChange).toHaveBeenLastCalledWith(3.14);
  });

  it('refuses a minus when min is not negative', async () => {
    const { input, user } = setup({ min: 0 });
    await user.type(input, '-5');
    expect(input).toHaveValue('5');
  });

  it('clamps to max while typing and to min on blur', async () => {
    const { input, user, onChange } = setup({ min: 10, max: 99 });
    await user.type(input, '150');
    expect(input).toHaveValue('99');
    await user.clear(input);
    await user.type(input, '5');
    await user.tab();
    expect(input).toHaveValue('10');
    expect(onChange).toHaveBeenLastCalledWith(10);
  });

  it('sanitises pasted text', async () => {
    const { input, user, onChange } = setup({ decimalPlaces: 1 });
    await user.click(input);
    await user.paste('-1,234.56 kg');
    expect(input).toHaveValue('-1234.5');
    expect(onChange).toHaveBeenLastCalledWith(-1234.5);
  });

  it('clears a lone "-" on blur and reports null', async () => {
    const { input, user, onChange } = setup();
    await user.type(input, '-');
    await user.tab();
    expect(input).toHaveValue('');
    expect(onChange).not.toHaveBeenCalledWith(expect.any(Number));
  });

  it('turns "-0." into 0 on blur', async () => {
    const { input, user } = setup({ decimalPlaces: 1 });
    await user.type(input, '-0.');
    await user.tab();
    expect(input).toHaveValue('0');
  });

  it('shows the required message after leaving it empty', async () => {
    const { input, user } = setup({ required: true });
    await user.click(input);
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('follows a value changed by the parent', () => {
    const { rerender } = render(<NumberField label="Count" value={3} />);
    rerender(<NumberField label="Count" value={7} />);
    expect(screen.getByLabelText('Count')).toHaveValue('7');
  });
});
