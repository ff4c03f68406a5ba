// @vitest-environment jsdom
import './dom-test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SplitDateField } from './split-date-field';

describe('SplitDateField', () => {
  it('orders the fields YYYY-MM-DD by default', () => {
    render(<SplitDateField label="Birthday" />);
    const names = screen.getAllByRole('textbox').map((box) => box.getAttribute('placeholder'));
    expect(names).toEqual(['YYYY', 'MM', 'DD']);
  });

  it('orders the fields as configured', () => {
    render(<SplitDateField label="Birthday" order="MM-DD-YYYY" />);
    const names = screen.getAllByRole('textbox').map((box) => box.getAttribute('placeholder'));
    expect(names).toEqual(['MM', 'DD', 'YYYY']);
  });

  it('moves focus on after a day of 4-9 and pads it', async () => {
    const user = userEvent.setup();
    render(<SplitDateField label="Birthday" order="DD-MM-YYYY" />);
    await user.type(screen.getByLabelText('Day'), '5');
    expect(screen.getByLabelText('Month')).toHaveFocus();
    expect(screen.getByLabelText('Day')).toHaveValue('05');
  });

  it('stays on the day after a first digit of 1-3', async () => {
    const user = userEvent.setup();
    render(<SplitDateField label="Birthday" order="DD-MM-YYYY" />);
    await user.type(screen.getByLabelText('Day'), '3');
    expect(screen.getByLabelText('Day')).toHaveFocus();
  });

  it('moves focus on after a month of 3-9', async () => {
    const user = userEvent.setup();
    render(<SplitDateField label="Birthday" order="DD-MM-YYYY" />);
    await user.type(screen.getByLabelText('Month'), '3');
    expect(screen.getByLabelText('Year')).toHaveFocus();
  });

  it('emits YYYY-MM-DD once the date is complete', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SplitDateField label="Birthday" order="DD-MM-YYYY" onChange={onChange} />);
    await user.type(screen.getByLabelText('Day'), '12');
    await user.keyboard('7');
    await user.keyboard('2024');
    expect(screen.getByLabelText('Month')).toHaveValue('07');
    expect(onChange).toHaveBeenLastCalledWith('2024-07-12');
  });

  it('reverts a year of 10000 or more', async () => {
    const user = userEvent.setup();
    render(<SplitDateField label="Birthday" />);
    await user.type(screen.getByLabelText('Year'), '20245');
    expect(screen.getByLabelText('Year')).toHaveValue('2024');
  });

  it('names a date that does not exist once focus leaves the group', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SplitDateField label="Birthday" order="DD-MM-YYYY" onChange={onChange} />);
    await user.type(screen.getByLabelText('Day'), '31');
    await user.keyboard('022023');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('This date does not exist');
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/./));
  });

  it('shows the required message when left empty', async () => {
    const user = userEvent.setup();
    render(<SplitDateField label="Birthday" required requiredMessage="Tell us your birthday" />);
    await user.click(screen.getByLabelText('Year'));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Tell us your birthday');
  });

  it('shows the parts of a given value', () => {
    render(<SplitDateField label="Birthday" value="2024-03-05" />);
    expect(screen.getByLabelText('Day')).toHaveValue('05');
    expect(screen.getByRole('group', { name: 'Birthday' })).toBeInTheDocument();
  });
});
