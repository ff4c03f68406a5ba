import { describe, expect, it } from 'vitest';
import { activeFilterCount, dataSearchSchema, filterOfSearch, startOfDay } from './data-search';

describe('the Data tab search', () => {
  it('turns the URL filters into the service filter, "to" as the next midnight', () => {
    const search = dataSearchSchema.parse({
      status: ['complete', 'screened'], kind: 'test', versions: [2], from: '2025-03-01', to: '2025-03-31',
      conditions: { kind: 'group', operator: 'and', items: [{ kind: 'condition', question_id: 'q1', fn: 'answered' }, { kind: 'condition', question_id: 'q2', fn: 'contains', value: 'x' }] },
    });
    expect(filterOfSearch(search)).toEqual({
      status: ['complete', 'screened'], kind: 'test', versions: [2],
      from: new Date(2025, 2, 1).toISOString(), to: new Date(2025, 3, 1).toISOString(),
      answered: [{ questionId: 'q1', answered: true }],
    });
    expect(activeFilterCount(search)).toBe(5);
  });

  it('drops values it cannot read rather than failing', () => {
    const search = dataSearchSchema.parse({ status: ['bogus'], kind: 'everyone', from: '1 May', pages: ['c1'] });
    expect(search).toEqual({ pages: ['c1'] });
    expect(filterOfSearch(search)).toEqual({});
    expect(activeFilterCount(search)).toBe(0);
  });

  it('refuses an impossible day with the message of spec §8', () => {
    expect(() => startOfDay('2025-xx-01')).toThrow('Invalid date string');
  });
});
