import { describe, expect, it } from 'vitest';
import { dayChoices, monthChoices, yearChoices } from './dropdown-date';

describe('dropdown date choices', () => {
  it('offers days 01-31', () => {
    const days = dayChoices();
    expect(days).toHaveLength(31);
    expect([days[0], days.at(-1)]).toEqual(['01', '31']);
  });

  it('offers months 01-12', () => {
    expect(monthChoices()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
  });

  it('offers years from the current year down to 1921', () => {
    const years = yearChoices(new Date(2026, 5, 1));
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1921');
    expect(years).toHaveLength(106);
  });
});
