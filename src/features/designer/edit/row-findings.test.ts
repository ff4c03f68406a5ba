import { describe, expect, it } from 'vitest';
import type { CheckLevel, Finding } from '../../../../workers/checks';
import { findingsByItem } from './row-findings';

const finding = (itemId: string | null, level: CheckLevel, code = 'missing_question_text'): Finding =>
  ({ id: `${code}:${itemId}`, code, level, area: 'survey', itemId, itemKind: itemId ? 'question' : null, message: 'm' }) as Finding;

describe('findingsByItem', () => {
  it('counts an item\'s findings and keeps the worst level, leaving survey-wide findings out', () => {
    const badges = findingsByItem([finding('q1', 'warning'), finding('q1', 'critical'), finding('q2', 'warning'), finding(null, 'critical')]);
    expect(badges.get('q1')).toMatchObject({ count: 2, level: 'critical', title: '2 findings, the worst critical' });
    expect(badges.get('q2')).toMatchObject({ count: 1, level: 'warning', title: '1 finding (warning)' });
    expect(badges.size).toBe(2);
  });

  it('gives an unchanged badge the same object on the next run, so its row need not re-render', () => {
    const first = findingsByItem([finding('q1', 'warning')]).get('q1');
    const again = findingsByItem([finding('q1', 'warning'), finding('q2', 'critical')]).get('q1');
    expect(again).toBe(first);
    expect(findingsByItem([finding('q1', 'standard')]).get('q1')).not.toBe(first);
  });
});
