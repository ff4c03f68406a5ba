// @vitest-environment jsdom
import './dom-test-setup';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HexField } from './hex-field';

describe('HexField', () => {
  it('starts at the default colour f1f3f5 with its swatch', () => {
    render(<HexField label="Background" />);
    expect(screen.getByLabelText('Background')).toHaveValue('f1f3f5');
    expect(screen.getByTestId('hex-swatch')).toHaveStyle({ backgroundColor: '#f1f3f5' });
  });

  it('strips pasted text to hex characters and cuts it to six', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<HexField label="Background" defaultValue="" onChange={onChange} />);
    await user.click(screen.getByLabelText('Background'));
    await user.paste('#FF-00-AA-12');
    expect(screen.getByLabelText('Background')).toHaveValue('ff00aa');
    expect(onChange).toHaveBeenLastCalledWith('ff00aa');
  });

  it('ignores typed characters that are not hex', async () => {
    const user = userEvent.setup();
    render(<HexField label="Background" defaultValue="" />);
    await user.type(screen.getByLabelText('Background'), 'zA1g');
    expect(screen.getByLabelText('Background')).toHaveValue('a1');
  });

  it('shows "Invalid hex code" on blur for a partial value', async () => {
    const user = userEvent.setup();
    render(<HexField label="Background" defaultValue="" />);
    const input = screen.getByLabelText('Background');
    await user.type(input, 'abc');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid hex code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Invalid hex code/);
  });

  it('accepts an empty value on blur', async () => {
    const user = userEvent.setup();
    render(<HexField label="Background" defaultValue="" />);
    await user.click(screen.getByLabelText('Background'));
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a colour from the native picker', () => {
    const onChange = vi.fn();
    render(<HexField label="Background" onChange={onChange} />);
    // user-event cannot drive the browser's colour dialog; a change event stands in for it.
    fireEvent.change(screen.getByLabelText('Colour picker'), { target: { value: '#5270ff' } });
    expect(onChange).toHaveBeenLastCalledWith('5270ff');
    expect(screen.getByLabelText('Background')).toHaveValue('5270ff');
  });
});
