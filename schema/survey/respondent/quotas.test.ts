import { describe, expect, it } from 'vitest';
import { evaluateCondition, type Responses } from '../condition-evaluator';
import type { ConditionGroup } from '../condition';
import { createComponent, type Component } from '../components/component';
import type { QuotaSelectionMethod } from '../components/quota-group';
import { quotaDecision, quotaPlanOf, quotaResponses, quotaSelections, type QuotaCounts } from './quotas';

const coffee = (answerId: string): ConditionGroup => ({
  kind: 'group', operator: 'and',
  items: [{ kind: 'condition', question_id: 'q1', negate: false, fn: 'answered', answers: [[answerId]] }],
});
const drinks = (...answerIds: string[]): Responses => ({ q1: { kind: 'choice', selected: answerIds.map((id, i) => ({ id, code: String(i + 1) })) } });

/** One quota with one group of the given method: d1 (coffee), d2 (tea), d3 (no criteria: everyone). */
function quotaSurvey(method: QuotaSelectionMethod | null, targets: [number, number, number] = [10, 10, 10]): Component[] {
  const definition = (id: string, order: number, criteria: ConditionGroup | null) => createComponent('quota_definition', {
    id, order, code: id.toUpperCase(), label: `Cell ${id}`, target: targets[order]!, criteria, parent: { id: 'qg1', kind: 'quota_group' },
  });
  return [
    createComponent('quota', { id: 'quota1', name: 'QUOTA1', parent: null }),
    createComponent('quota_group', { id: 'qg1', parent: { id: 'quota1', kind: 'quota' }, single_selection_method: method }),
    definition('d1', 0, coffee('a1')),
    definition('d2', 1, coffee('a2')),
    definition('d3', 2, null),
  ];
}

const counts = (entries: Record<string, number>): QuotaCounts => new Map(Object.entries(entries));
const ids = (cells: readonly { id: string }[]) => cells.map((cell) => cell.id);

describe('quotaPlanOf', () => {
  it('keys counts by design id through the inverse id-map, and keeps version ids for conditions', () => {
    const plan = quotaPlanOf(quotaSurvey(null), new Map([['d1', 'design-1']]));
    expect(plan.cells.get('d1')).toMatchObject({ id: 'd1', designId: 'design-1', quotaId: 'quota1', groupId: 'qg1', code: 'D1', target: 10 });
    expect(plan.cells.get('d2')?.designId).toBe('d2');
    expect(plan.groups.map((group) => ids(group.cells))).toEqual([['d1', 'd2', 'd3']]);
  });

  it('leaves out deleted definitions and the definitions of a deleted quota group', () => {
    const components = quotaSurvey(null).map((c) => (c.id === 'd2' ? { ...c, deleted: true } : c));
    expect([...quotaPlanOf(components).cells.keys()]).toEqual(['d1', 'd3']);
    const groupGone = quotaSurvey(null).map((c) => (c.id === 'qg1' ? { ...c, deleted: true } : c));
    expect(quotaPlanOf(groupGone).groups).toEqual([]);
  });
});

describe('quotaSelections', () => {
  it('select all counts the respondent in every definition they match; no criteria matches everyone', () => {
    const plan = quotaPlanOf(quotaSurvey(null));
    const [selection] = quotaSelections(plan, drinks('a1', 'a2'), counts({}), 'r1');
    expect(ids(selection!.matches)).toEqual(['d1', 'd2', 'd3']);
    expect(ids(selection!.selected)).toEqual(['d1', 'd2', 'd3']);
    expect(ids(quotaSelections(plan, {}, counts({}), 'r1')[0]!.selected)).toEqual(['d3']);
  });

  it('random picks one match, the same for a respondent every time, and spreads respondents', () => {
    const plan = quotaPlanOf(quotaSurvey('random'));
    const pick = (seed: string) => ids(quotaSelections(plan, drinks('a1', 'a2'), counts({}), seed)[0]!.selected);
    expect(pick('respondent-7')).toHaveLength(1);
    expect(pick('respondent-7')).toEqual(pick('respondent-7'));
    const picked = new Set(Array.from({ length: 60 }, (_, i) => pick(`respondent-${i}`)[0]));
    expect(picked).toEqual(new Set(['d1', 'd2', 'd3']));
  });

  it('random draws among the matches with room, so a respondent who fits an open cell is kept', () => {
    const plan = quotaPlanOf(quotaSurvey('random', [10, 10, 5]));
    const full = counts({ d1: 10, d3: 5 });
    for (let i = 0; i < 30; i++) {
      expect(ids(quotaSelections(plan, drinks('a1', 'a2'), full, `r${i}`)[0]!.selected)).toEqual(['d2']);
    }
    expect(ids(quotaSelections(plan, drinks('a1'), full, 'r1')[0]!.selected)).toHaveLength(1);
  });

  it('least_fill picks the lowest count/target, ties by the designer order', () => {
    const plan = quotaPlanOf(quotaSurvey('least_fill', [10, 20, 100]));
    const pick = (now: QuotaCounts, responses: Responses = drinks('a1', 'a2')) => ids(quotaSelections(plan, responses, now, 'r1')[0]!.selected);
    expect(pick(counts({}))).toEqual(['d1']);
    expect(pick(counts({ d1: 5, d2: 5, d3: 60 }))).toEqual(['d2']);
    expect(pick(counts({ d1: 2, d2: 4, d3: 60 }))).toEqual(['d1']);
    expect(pick(counts({ d1: 10, d2: 20, d3: 99 }))).toEqual(['d3']);
    expect(pick(counts({ d1: 1, d2: 0, d3: 0 }), drinks('a1'))).toEqual(['d3']);
  });

  it('least_fill treats a target of 0 as full, never the least filled', () => {
    const plan = quotaPlanOf(quotaSurvey('least_fill', [0, 10, 10]));
    expect(ids(quotaSelections(plan, drinks('a1'), counts({ d3: 9 }), 'r1')[0]!.selected)).toEqual(['d3']);
  });

  it('checks only the quotas named, when a page names them', () => {
    const plan = quotaPlanOf(quotaSurvey(null));
    expect(quotaSelections(plan, drinks('a1'), counts({}), 'r1', ['other-quota'])).toEqual([]);
    expect(quotaSelections(plan, drinks('a1'), counts({}), 'r1', ['quota1'])).toHaveLength(1);
  });
});

describe('quotaDecision', () => {
  it('is open with the definitions to count while they have room', () => {
    const plan = quotaPlanOf(quotaSurvey(null));
    expect(quotaDecision(plan, drinks('a1'), counts({ d1: 9, d3: 9 }), 'r1')).toMatchObject({ kind: 'open' });
    expect(ids(quotaDecision(plan, drinks('a1'), counts({}), 'r1').counted)).toEqual(['d1', 'd3']);
  });

  it('is full when a selected definition has reached its target, naming it', () => {
    const plan = quotaPlanOf(quotaSurvey(null));
    const decision = quotaDecision(plan, drinks('a1'), counts({ d1: 10 }), 'r1');
    expect(decision.kind).toBe('full');
    expect(decision.kind === 'full' && ids(decision.full)).toEqual(['d1']);
    // A full definition the respondent does not match does not concern them.
    expect(quotaDecision(plan, drinks('a2'), counts({ d1: 10 }), 'r1').kind).toBe('open');
  });

  it('with least_fill is full only when every match is full', () => {
    const plan = quotaPlanOf(quotaSurvey('least_fill', [10, 10, 10]));
    expect(quotaDecision(plan, drinks('a1', 'a2'), counts({ d1: 10, d3: 10 }), 'r1')).toMatchObject({ kind: 'open', counted: [{ id: 'd2' }] });
    expect(quotaDecision(plan, drinks('a1', 'a2'), counts({ d1: 10, d2: 10, d3: 10 }), 'r1').kind).toBe('full');
  });

  it('reads counts under the design id, so a count survives a new version of the definition', () => {
    const plan = quotaPlanOf(quotaSurvey(null), new Map([['d1', 'design-1']]));
    expect(quotaDecision(plan, drinks('a1'), counts({ d1: 10 }), 'r1').kind).toBe('open');
    expect(quotaDecision(plan, drinks('a1'), counts({ 'design-1': 10 }), 'r1').kind).toBe('full');
  });
});

describe('quotaResponses', () => {
  it('gives quotaFull conditions the fill state of each definition by version id', () => {
    const plan = quotaPlanOf(quotaSurvey(null), new Map([['d1', 'design-1']]));
    const responses = { ...drinks('a1'), ...quotaResponses(plan, counts({ 'design-1': 10 })) };
    const quotaFull = (id: string): ConditionGroup => ({
      kind: 'group', operator: 'and', items: [{ kind: 'condition', question_id: id, negate: false, fn: 'quotaFull', answers: [] }],
    });
    expect(evaluateCondition(quotaFull('d1'), responses)).toBe(true);
    expect(evaluateCondition(quotaFull('d2'), responses)).toBe(false);
  });
});
