// @vitest-environment jsdom
import './dom-test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownDateField } from './dropdown-date-field';
import { RangeField } from './range-field';
import { RatingField } from './rating-field';

describe('DropdownDateField', () => {
  it('offers days, months and years from this year down to 1921', () => {
    render(<DropdownDateField label="Start" today={new Date(2026, 0, 1)} />);
    const years = screen.getByLabelText('Year').querySelectorAll('option');
    expect(years[1]).toHaveTextContent('2026');
    expect(years[years.length - 1]).toHaveTextContent('1921');
    expect(screen.getByLabelText('Day').querySelectorAll('option')).toHaveLength(32);
  });

  it('emits YYYY-MM-DD once day, month and year are chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DropdownDateField label="Start" order="DD-MM-YYYY" onChange={onChange} />);
    await user.selectOptions(screen.getByLabelText('Day'), '09');
    await user.selectOptions(screen.getByLabelText('Month'), '11');
    expect(onChange).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Year'), '1989');
    expect(onChange).toHaveBeenLastCalledWith('1989-11-09');
  });
});

describe('RatingField', () => {
  it('names each icon by its place in the scale and chooses on click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RatingField label="How was it?" count={5} onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'How was it?' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4 of 5' }));
    expect(onChange).toHaveBeenLastCalledWith('4');
  });

  it('fills stars up to the chosen one', () => {
    render(<RatingField label="How was it?" count={5} value="3" />);
    const active = screen.getAllByRole('radio').map((radio) => radio.hasAttribute('data-active'));
    expect(active).toEqual([true, true, true, false, false]);
  });

  it('sizes icons in em, 2 by default', () => {
    render(<RatingField label="How was it?" />);
    expect(screen.getByRole('radiogroup')).toHaveStyle({ fontSize: '2em' });
  });
});

describe('RangeField', () => {
  it('steps with the arrow keys and shows the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RangeField label="Volume" min={0} max={10} step={2} defaultValue={4} onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'Volume' });
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(6);
    expect(slider).toHaveAttribute('aria-valuenow', '6');
  });

  it('says when it has not been moved yet', () => {
    render(<RangeField label="Volume" restingValue={5} />);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', 'No answer yet (5)');
  });
});
