import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import { respondentDataSdl } from '../../../schema/api/respondent-data';
import { COUNTS_QUERY, PROGRESS_QUERY, countedKind } from './progress-operations';
import { progressBars } from './progress-series';

const period = (start: string, complete = 0, incomplete = 0, screened = 0, quotaFull = 0) => ({ start, complete, incomplete, screened, quotaFull });

describe('progressBars', () => {
  it('gives one category per period and the four series in the order of spec §9', () => {
    const bars = progressBars([period('2025-11-24T00:00:00Z', 1, 2, 3, 4), period('2025-11-25T00:00:00Z', 5, 0, 0, 6)], 'day', 'UTC');
    expect(bars.categories).toEqual(['Mon 24 Nov', 'Tue 25 Nov']);
    expect(bars.series).toEqual([
      { name: 'Complete', data: [1, 5] },
      { name: 'Incomplete', data: [2, 0] },
      { name: 'Screened', data: [3, 0] },
      { name: 'Quota Full', data: [4, 6] },
    ]);
  });
});

describe('countedKind', () => {
  it('counts nothing for a draft, test respondents in test, live ones once live or closed', () => {
    expect(countedKind('draft')).toBeNull();
    expect(countedKind('test')).toBe('test');
    expect(countedKind('live')).toBe('live');
    expect(countedKind('closed')).toBe('live');
  });
});

describe('the operations', () => {
  it('are valid against the service’s schema', () => {
    const schema = buildSchema(respondentDataSdl);
    for (const operation of [PROGRESS_QUERY, COUNTS_QUERY]) expect(validate(schema, parse(operation)).map((e) => e.message)).toEqual([]);
  });
});
