import { describe, expect, it } from 'vitest';
import { dataSubjects } from './data-subjects';
import type { Header } from './respondent-data-types';

const header = (patch: Partial<Header>): Header => ({ name: 'Q1', label: 'Age?', questionId: 'q1', answerGroupId: 'ag1', answerCode: null, valueKind: 'code', valueLabels: [], ...patch });

describe('answered filter subjects from the columns', () => {
  it('names each question once, without the column suffixes, in column order', () => {
    const subjects = dataSubjects([
      header({}),
      header({ name: 'Q2_1', questionId: 'q2', answerGroupId: 'ag2', answerCode: '1', valueKind: 'selected', label: 'Drinks?' }),
      header({ name: 'Q2_2', questionId: 'q2', answerGroupId: 'ag2', answerCode: '2', valueKind: 'selected', label: 'Drinks?' }),
      header({ name: 'Q2_other', questionId: 'q2', answerGroupId: 'ag2', answerCode: '3', valueKind: 'other', label: 'Drinks?' }),
      header({ name: 'Q3_AG1', questionId: 'q3', answerGroupId: 'ag3', valueKind: 'numeric' }),
      header({ name: 'Q3_AG2', questionId: 'q3', answerGroupId: 'ag4', valueKind: 'text' }),
    ]);
    expect(subjects.map((s) => [s.id, s.name, s.type])).toEqual([['q1', 'Q1', 'single'], ['q2', 'Q2', 'multi'], ['q3', 'Q3', 'mixed']]);
    expect(subjects[1]!.label).toBe('Drinks?');
  });
});
