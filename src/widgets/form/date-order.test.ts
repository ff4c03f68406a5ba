import { describe, expect, it } from 'vitest';
import {
  composeIsoDate,
  datePartOrder,
  datePartsError,
  formatIsoDate,
  parseOrderedDate,
  splitIsoDate,
} from './date-order';

describe('datePartOrder', () => {
  it('orders the fields as configured', () => {
    expect(datePartOrder('DD-MM-YYYY')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('MM-DD-YYYY')).toEqual(['month', 'day', 'year']);
    expect(datePartOrder('YYYY-MM-DD')).toEqual(['year', 'month', 'day']);
  });
});

describe('composeIsoDate', () => {
  it('pads day, month and year to 2, 2 and 4 digits', () => {
    expect(composeIsoDate({ day: '5', month: '3', year: '24' })).toBe('0024-03-05');
  });

  it('gives "" when a part is missing', () => {
    expect(composeIsoDate({ day: '5', month: '', year: '2024' })).toBe('');
  });

  it('gives "" for a day that does not exist', () => {
    expect(composeIsoDate({ day: '31', month: '02', year: '2024' })).toBe('');
    expect(composeIsoDate({ day: '01', month: '13', year: '2024' })).toBe('');
  });
});

describe('splitIsoDate', () => {
  it('splits a YYYY-MM-DD value and ignores anything else', () => {
    expect(splitIsoDate('2024-03-05')).toEqual({ day: '05', month: '03', year: '2024' });
    expect(splitIsoDate('05/03/2024')).toEqual({ day: '', month: '', year: '' });
  });
});

describe('formatIsoDate and parseOrderedDate', () => {
  it('round-trips through each order', () => {
    expect(formatIsoDate('2024-03-05', 'DD-MM-YYYY')).toBe('05-03-2024');
    expect(parseOrderedDate('05-03-2024', 'DD-MM-YYYY')).toBe('2024-03-05');
    expect(parseOrderedDate('3/5/2024', 'MM-DD-YYYY')).toBe('2024-03-05');
  });

  it('gives "" for text that is not a date in that order', () => {
    expect(parseOrderedDate('2024-03-05', 'DD-MM-YYYY')).toBe('');
    expect(parseOrderedDate('tomorrow', 'YYYY-MM-DD')).toBe('');
  });

  it('waits for a four-digit year in typed text', () => {
    expect(parseOrderedDate('05-03-2', 'DD-MM-YYYY')).toBe('');
  });
});

describe('datePartsError', () => {
  it('accepts no parts and a real date', () => {
    expect(datePartsError({ day: '', month: '', year: '' })).toBeNull();
    expect(datePartsError({ day: '29', month: '02', year: '2024' })).toBeNull();
  });

  it('asks for the missing parts', () => {
    expect(datePartsError({ day: '05', month: '', year: '2024' })).toBe('Enter a complete date');
  });

  it('names a day that does not exist', () => {
    expect(datePartsError({ day: '30', month: '02', year: '2024' })).toBe('This date does not exist');
  });
});
