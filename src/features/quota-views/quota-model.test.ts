import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import { respondentDataSdl } from '../../../schema/api/respondent-data';
import { criteriaCountText, definitionRows, fillOf, fillText, quotaViews, selectionWords } from './quota-model';
import { QUOTAS_QUERY, type QuotaDefinitionProgress } from './quota-operations';

const definition = (id: string, count: number, target: number, extra: Partial<QuotaDefinitionProgress> = {}): QuotaDefinitionProgress => ({
  id, name: `QD${id}`, code: null, label: null, target, count, criteria: 'Q1 is Young', criteriaCount: count, ...extra,
});

describe('fillOf', () => {
  it('is count of target in percent, over 100 when a target was lowered', () => {
    expect(fillOf(12, 50)).toEqual({ count: 12, target: 50, percent: 24 });
    expect(fillOf(6, 4).percent).toBe(150);
  });
  it('treats a target of 0 as full rather than dividing by it', () => {
    expect(fillOf(0, 0).percent).toBe(100);
  });
  it('refuses counts and targets that are not whole numbers ≥ 0, naming them', () => {
    expect(() => fillOf(-1, 5)).toThrow(/count .* got -1/);
    expect(() => fillOf(1, 2.5)).toThrow(/target .* got 2.5/);
  });
});

describe('quotaViews', () => {
  const views = quotaViews([
    {
      id: 'q', name: 'QUOTA1', description: null,
      groups: [
        { id: 'g1', name: 'Ages', selectionMethod: 'all', definitions: [definition('1', 3, 10, { label: 'Young', code: 'young' }), definition('2', 7, 10, { code: 'old' })] },
        { id: 'g2', name: 'Empty', selectionMethod: 'least_fill', definitions: [] },
      ],
    },
  ]);

  it('sums a group’s and a quota’s definitions; an empty group fills nothing', () => {
    const [quota] = views;
    expect(quota?.fill).toEqual({ count: 10, target: 20, percent: 50 });
    expect(quota?.groups.map((g) => g.fill)).toEqual([{ count: 10, target: 20, percent: 50 }, { count: 0, target: 0, percent: 0 }]);
  });

  it('names a definition by its label, else its code, else its name', () => {
    expect(views[0]?.groups[0]?.definitions.map((d) => d.title)).toEqual(['Young', 'old']);
    expect(quotaViews([{ id: 'q', name: 'Q', description: '', groups: [{ id: 'g', name: 'G', selectionMethod: 'random', definitions: [definition('9', 0, 1)] }] }])[0]?.groups[0]?.definitions[0]?.title).toBe('QD9');
  });

  it('names unnamed quotas, groups and definitions by kind and position', () => {
    const [quota] = quotaViews([{ id: 'q', name: ' ', description: null, groups: [{ id: 'g', name: '', selectionMethod: 'all', definitions: [definition('7', 0, 1, { name: '' })] }] }]);
    expect([quota?.name, quota?.groups[0]?.name, quota?.groups[0]?.definitions[0]?.title]).toEqual(['Quota 1', 'Group 1', 'Definition 1']);
  });

  it('flattens definitions into data rows that name their quota and group', () => {
    expect(definitionRows(views).map((row) => [row.quota, row.group, row.title])).toEqual([['QUOTA1', 'Ages', 'Young'], ['QUOTA1', 'Ages', 'old']]);
  });
});

describe('words', () => {
  it('names the selection methods of spec §9', () => {
    expect(['all', '', 'random', 'least_fill'].map(selectionWords)).toEqual(['Select all', 'Select all', 'Random', 'Least fill']);
  });
  it('writes a fill and a criteria count, N/A when the service cannot count', () => {
    expect(fillText(fillOf(2, 3))).toBe('2 / 3 (67%)');
    expect(criteriaCountText(null)).toBe('N/A');
    expect(criteriaCountText(0)).toBe('0');
  });
});

describe('QUOTAS_QUERY', () => {
  it('is valid against the service’s schema', () => {
    expect(validate(buildSchema(respondentDataSdl), parse(QUOTAS_QUERY)).map((e) => e.message)).toEqual([]);
  });
});
