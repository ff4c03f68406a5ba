import { describe, expect, it } from 'vitest';
import type { Component } from '../../schema';
import type { CheckCode } from './finding';
import { runChecks } from './replica';
import { and, cond, edit, make, ref, replaced, validSurvey, without } from './testing/builders';

const found = (components: readonly Component[], code: CheckCode) => runChecks(components).filter((finding) => finding.code === code);
const ids = (components: readonly Component[], code: CheckCode) => found(components, code).map((finding) => finding.itemId);
const messages = (components: readonly Component[], code: CheckCode) => found(components, code).map((finding) => finding.message);

describe('routing critical checks', () => {
  it('finds routing with no pages, no questions, no exits', () => {
    const s = validSurvey();
    const none = without(s.components, 'p1', 'i1', 'p2', 'i2');
    expect(found(none, 'routing_no_pages')).toMatchObject([{ id: 'routing_no_pages', level: 'critical', area: 'routing', itemId: null }]);
    expect(ids(none, 'routing_no_questions')).toEqual([null]);
    expect(ids(none, 'routing_no_exits')).toEqual([null]);
  });

  it('passes routing with pages, a question and an exit, a terminating page counting as an exit', () => {
    const s = validSurvey();
    expect(found(s.components, 'routing_no_pages')).toEqual([]);
    expect(found(s.components, 'routing_no_questions')).toEqual([]);
    const terminating = replaced(without(s.components, 'i2'), edit(s.page2, { terminate: true, terminate_status: 'complete' }));
    expect(found(terminating, 'routing_no_exits')).toEqual([]);
  });

  it('does not count invalid items as questions or exits', () => {
    const s = validSurvey();
    const components = replaced(s.components, edit(s.item1, { item_id: 'gone' }), edit(s.exitItem, { item_id: 'gone' }));
    expect(ids(components, 'routing_no_questions')).toEqual([null]);
    expect(ids(components, 'routing_no_exits')).toEqual([null]);
  });

  it('finds items that are invalid exits, questions or quotas', () => {
    const s = validSurvey();
    const quotaItem = make('routing_item', { id: 'i3', parent: ref(s.page1), order: 1, item_id: 'gone', item_kind: 'quota' });
    const answerItem = make('routing_item', { id: 'i4', parent: ref(s.page1), order: 2, item_id: 'a1', item_kind: 'answer' });
    const components = replaced(
      s.components,
      edit(s.item1, { item_id: 'a1' }),
      edit(s.exitItem, { item_id: 'deleted-exit' }),
      quotaItem,
      answerItem,
    );
    expect(found(components, 'routing_invalid_item').map((f) => [f.itemId, f.message])).toEqual([
      ['i1', 'Invalid question: it names an answer, not a question'],
      ['i2', 'Invalid exit: the exit block is missing or deleted'],
      ['i3', 'Invalid quota: the quota is missing or deleted'],
      ['i4', 'Answer cannot be placed on a page'],
    ]);
  });

  it('passes items naming live components of their kind', () => {
    const s = validSurvey();
    const quota = make('quota', { id: 'quota1', name: 'QUOTA1' });
    const quotaItem = make('routing_item', { id: 'i3', parent: ref(s.page1), order: 1, item_id: quota.id, item_kind: 'quota' });
    expect(found([...s.components, quota, quotaItem], 'routing_invalid_item')).toEqual([]);
  });

  it('finds pages holding an invalid exit or question, not an invalid quota', () => {
    const s = validSurvey();
    const quotaItem = make('routing_item', { id: 'i3', parent: ref(s.page1), order: 1, item_id: 'gone', item_kind: 'quota' });
    expect(ids(replaced(s.components, edit(s.exitItem, { item_id: 'gone' })), 'routing_page_invalid_item')).toEqual(['p2']);
    expect(found([...s.components, quotaItem], 'routing_page_invalid_item')).toEqual([]);
  });

  it('finds routing conditions and item visibility naming an invalid question', () => {
    const s = validSurvey();
    const group = make('routing_group', { id: 'rg', order: 2 });
    const branch = make('routing_condition', { id: 'rc', parent: ref(group), condition: and(cond('gone')) });
    const page = make('routing_page', { id: 'p3', parent: ref(branch) });
    const item = make('routing_item', { id: 'i3', parent: ref(page), item_id: 'q1', item_kind: 'question', visibility_condition: and(cond('q1', { fn: 'answerCount', value: 1 })) });
    expect(messages([...s.components, group, branch, page, item], 'routing_invalid_condition')).toEqual([
      'Visibility condition uses "answerCount", which a single question does not allow',
      'Condition refers to a missing or deleted question',
    ]);
  });

  it('passes routing conditions naming live questions and answers', () => {
    const s = validSurvey();
    const group = make('routing_group', { id: 'rg', order: 2 });
    const branch = make('routing_condition', { id: 'rc', parent: ref(group), condition: and(cond('q1', { answers: [['a1']] })) });
    const page = make('routing_page', { id: 'p3', parent: ref(branch) });
    expect(found([...s.components, group, branch, page], 'routing_invalid_condition')).toEqual([]);
  });
});

describe('routing standard checks', () => {
  it('finds pages with no children and conditions with no expression', () => {
    const s = validSurvey();
    const group = make('routing_group', { id: 'rg', order: 2 });
    const branch = make('routing_condition', { id: 'rc', parent: ref(group), condition: and(and()) });
    const page = make('routing_page', { id: 'p3', parent: ref(branch) });
    const components = [...s.components, group, branch, page];
    expect(ids(components, 'routing_page_empty')).toEqual(['p3']);
    expect(ids(components, 'routing_condition_no_expression')).toEqual(['rc']);
    expect(found(components, 'routing_invalid_condition')).toEqual([]);
  });

  it('passes pages with items and conditions with an expression', () => {
    const s = validSurvey();
    const group = make('routing_group', { id: 'rg', order: 2 });
    const branch = make('routing_condition', { id: 'rc', parent: ref(group), condition: and(cond('q1')) });
    expect(found([...s.components, group, branch], 'routing_page_empty')).toEqual([]);
    expect(found([...s.components, group, branch], 'routing_condition_no_expression')).toEqual([]);
  });

  it('finds routing pieces placed where the flow cannot read them', () => {
    const s = validSurvey();
    const group = make('routing_group', { id: 'rg', order: 2 });
    const strayItem = make('routing_item', { id: 'i9', parent: ref(group), item_id: 'q1', item_kind: 'question' });
    const rootCondition = make('routing_condition', { id: 'rc9', order: 3 });
    const pageInPage = make('routing_page', { id: 'p9', parent: ref(s.page1) });
    expect(found([...s.components, group, strayItem, rootCondition, pageInPage], 'routing_invalid_parent').map((f) => [f.itemId, f.message])).toEqual([
      ['i9', 'Item cannot be placed in a group'],
      ['p9', 'Page cannot be placed in a page'],
      ['rc9', 'Condition cannot sit at the top of the flow'],
    ]);
    expect(found(s.components, 'routing_invalid_parent')).toEqual([]);
  });
});

describe('routing warnings', () => {
  it('finds groups without conditions and conditions without pages', () => {
    const s = validSurvey();
    const empty = make('routing_group', { id: 'rg1', order: 2 });
    const group = make('routing_group', { id: 'rg2', order: 3 });
    const branch = make('routing_condition', { id: 'rc', parent: ref(group), condition: and(cond('q1')) });
    expect(messages([...s.components, empty, group, branch], 'routing_no_children')).toEqual(['Condition has no pages or groups', 'Group has no conditions']);
  });

  it('passes groups and conditions with children', () => {
    const s = validSurvey();
    const group = make('routing_group', { id: 'rg', order: 2 });
    const branch = make('routing_condition', { id: 'rc', parent: ref(group), condition: and(cond('q1')) });
    const page = make('routing_page', { id: 'p3', parent: ref(branch) });
    expect(found([...s.components, group, branch, page], 'routing_no_children')).toEqual([]);
  });

  it('finds questions and quotas on no page', () => {
    const s = validSurvey();
    const q2 = make('question', { id: 'q2', name: 'Q2' });
    const quota = make('quota', { id: 'quota1' });
    const components = [...s.components, q2, quota];
    expect(found(components, 'unused_question')).toMatchObject([{ itemId: 'q2', level: 'warning', message: 'Question is not on any page' }]);
    expect(ids(components, 'unused_quota')).toEqual(['quota1']);
  });

  it('counts a question as used when its grid or group is on a page', () => {
    const s = validSurvey();
    const group = make('group', { id: 'g1' });
    const grid = make('grid', { id: 'gd', parent: ref(group) });
    const q2 = make('question', { id: 'q2', name: 'Q2', parent: ref(grid) });
    const item = make('routing_item', { id: 'i3', parent: ref(s.page1), order: 1, item_id: 'g1', item_kind: 'group' });
    const quota = make('quota', { id: 'quota1' });
    const quotaItem = make('routing_item', { id: 'i4', parent: ref(s.page1), order: 2, item_id: 'quota1', item_kind: 'quota' });
    const components = [...s.components, group, grid, q2, item, quota, quotaItem];
    expect(found(components, 'unused_question')).toEqual([]);
    expect(found(components, 'unused_quota')).toEqual([]);
  });

  it('finds an unreachable page by name', () => {
    const s = validSurvey();
    const after = make('routing_page', { id: 'p3', order: 2 });
    expect(found([...s.components, after], 'routing_unreachable')).toMatchObject([{ id: 'routing_unreachable:p3', level: 'warning', area: 'routing', message: 'Page is unreachable' }]);
    expect(found(s.components, 'routing_unreachable')).toEqual([]);
  });
});
