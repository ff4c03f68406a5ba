import { describe, expect, it } from 'vitest';
import { periodLabels, periodSpan } from './period-label';

describe('periodLabels', () => {
  it('names days in the viewer’s zone, not in UTC', () => {
    // 23:00 UTC on Monday 24 Nov is already Tuesday in Sydney.
    expect(periodLabels(['2025-11-24T23:00:00Z'], 'day', 'UTC')).toEqual(['Mon 24 Nov']);
    expect(periodLabels(['2025-11-24T23:00:00Z'], 'day', 'Australia/Sydney')).toEqual(['Tue 25 Nov']);
  });

  it('names hours on a 24-hour clock in the zone', () => {
    expect(periodLabels(['2025-06-01T13:00:00Z', '2025-06-01T14:00:00Z'], 'hour', 'Europe/London')).toEqual(['14:00', '15:00']);
  });

  it('tells apart the hour a clock change repeats by its offset', () => {
    // London, 26 Oct 2025: 01:00 BST (00:00Z) and 01:00 GMT (01:00Z).
    const labels = periodLabels(['2025-10-25T23:00:00Z', '2025-10-26T00:00:00Z', '2025-10-26T01:00:00Z', '2025-10-26T02:00:00Z'], 'hour', 'Europe/London');
    expect(labels).toEqual(['00:00', '01:00 BST', '01:00 GMT', '02:00']);
  });

  it('refuses a start that is not an instant, naming it', () => {
    expect(() => periodLabels(['yesterday'], 'day', 'UTC')).toThrow(/"yesterday"/);
  });
});

describe('periodSpan', () => {
  it('says how far back the chart reaches', () => {
    expect(periodSpan('day', 7)).toBe('last 7 days');
    expect(periodSpan('hour', 1)).toBe('last 1 hour');
  });
});
