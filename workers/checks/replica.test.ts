import { describe, expect, it } from 'vitest';
import type { Component } from '../../schema';
import { changesFor, diffComponents, type CheckChange, type ComponentMap } from './changes';
import { FindingsCopy } from './findings-copy';
import { createCheckReplica, runChecks } from './replica';
import { and, cond, edit, make, ref, replaced, validSurvey, without } from './testing/builders';
import { maxSurvey } from './testing/max-survey';

const ids = (replica: { findings(): readonly { id: string }[] }) => replica.findings().map((f) => f.id);
const byId = (components: readonly Component[]): ComponentMap => Object.fromEntries(components.map((c) => [c.id, c]));

describe('check replica', () => {
  it('re-checks after an upsert, and back', () => {
    const s = validSurvey();
    const replica = createCheckReplica(s.components);
    replica.apply({ type: 'upsert', components: [edit(s.complete, { terminate_status: 'screened' })] });
    expect(ids(replica)).toEqual(['no_complete_exit']);
    replica.apply({ type: 'upsert', components: [s.complete] });
    expect(ids(replica)).toEqual([]);
  });

  it('removes a subtree with its root, as the draft engine does', () => {
    const s = validSurvey();
    const replica = createCheckReplica(s.components);
    replica.apply({ type: 'remove', ids: ['q1'] });
    expect(replica.size).toBe(s.components.length - 4);
    expect(ids(replica)).toEqual(['no_questions', 'routing_no_questions', 'routing_invalid_item:i1', 'routing_page_invalid_item:p1']);
  });

  it('treats a record marked deleted as gone, and brings it back when unmarked', () => {
    const s = validSurvey();
    const replica = createCheckReplica(s.components);
    replica.apply({ type: 'upsert', components: [edit(s.closed, { deleted: true })] });
    expect(ids(replica)).toEqual(['no_closed_exit']);
    replica.apply({ type: 'upsert', components: [s.closed] });
    expect(ids(replica)).toEqual([]);
  });

  it('takes a subtree out when its root is marked deleted, and back when restored', () => {
    const s = validSurvey();
    const replica = createCheckReplica(s.components);
    replica.apply({ type: 'upsert', components: [edit(s.q1, { deleted: true })] });
    expect(replica.size).toBe(s.components.length - 4);
    expect(ids(replica)).toEqual(['no_questions', 'routing_no_questions', 'routing_invalid_item:i1', 'routing_page_invalid_item:p1']);
    replica.apply({ type: 'upsert', components: [edit(s.a1, { default_language_data: {} })] });
    expect(ids(replica)).toHaveLength(4);
    replica.apply({ type: 'upsert', components: [s.q1] });
    expect(ids(replica)).toEqual(['missing_answer_label:a1']);
  });

  it('re-checks translations when the languages change', () => {
    const s = validSurvey();
    const replica = createCheckReplica(s.components);
    replica.apply({ type: 'setLanguages', additionalLanguages: ['fr'] });
    expect(ids(replica)).toEqual(['missing_translation:a1', 'missing_translation:a2', 'missing_translation:eb1', 'missing_translation:eb2', 'missing_translation:q1']);
    replica.apply({ type: 'setLanguages', additionalLanguages: [] });
    expect(ids(replica)).toEqual([]);
  });

  it('applies a batch in order, a reset starting over', () => {
    const s = validSurvey();
    const replica = createCheckReplica([]);
    replica.apply([
      { type: 'upsert', components: [make('question', { id: 'x' })] },
      { type: 'reset', components: s.components, additionalLanguages: [] },
      { type: 'remove', ids: ['eb2'] },
    ]);
    expect(ids(replica)).toEqual(['no_closed_exit']);
  });

  it('re-checks a condition when the answer it names appears later', () => {
    const s = validSurvey();
    const q2 = make('question', { id: 'q2', name: 'Q2', question_type: 'info', default_language_data: { question_text: 'x' }, visibility_condition: and(cond('q1', { answers: [['a3']] })) });
    const item = make('routing_item', { id: 'i3', parent: ref(s.page1), order: 1, item_id: 'q2', item_kind: 'question' });
    const replica = createCheckReplica([...s.components, q2, item]);
    expect(ids(replica)).toEqual(['invalid_condition:q2']);
    replica.apply({ type: 'upsert', components: [make('answer', { id: 'a3', parent: ref(s.ag1), code: '3', default_language_data: { label: 'x' } })] });
    expect(ids(replica)).toEqual([]);
  });

  it('re-checks the exit blocks, conditional texts and quota criteria naming a question it edits or removes', () => {
    const s = validSurvey();
    const q2 = make('question', { id: 'q2', name: 'Q2', question_type: 'numeric', default_language_data: { question_text: 'x' } });
    const ag2 = make('answer_group', { id: 'ag2', parent: ref(q2), answer_group_type: 'numeric' });
    const item = make('routing_item', { id: 'i3', parent: ref(s.page1), order: 1, item_id: 'q2', item_kind: 'question' });
    const exit = edit(s.complete, { visibility_condition: and(cond('q2', { fn: 'greaterThan', value: 3 })) });
    const text = make('conditional_text', { id: 'ct1', parent: ref(s.q1), visibility_condition: and(cond('q2', { fn: 'between', value: 1, value2: 5 })) });
    const quota = make('quota', { id: 'quota1', name: 'QUOTA1' });
    const quotaGroup = make('quota_group', { id: 'qg1', parent: ref(quota) });
    const definition = make('quota_definition', { id: 'd1', parent: ref(quotaGroup), criteria: and(cond('q2')) });
    const quotaItem = make('routing_item', { id: 'i4', parent: ref(s.page1), order: 2, item_id: 'quota1', item_kind: 'quota' });
    let components = replaced(s.components, exit, q2, ag2, item, text, quota, quotaGroup, definition, quotaItem);
    const replica = createCheckReplica(components);
    const step = (change: CheckChange, next: Component[]) => {
      replica.apply(change);
      components = next;
      expect(replica.findings()).toEqual(runChecks(components));
      return ids(replica).filter((id) => /^(exit|conditional_text|quota)_invalid/.test(id));
    };
    expect(ids(replica)).toEqual([]);
    const typed = edit(q2, { question_type: 'open_text' });
    expect(step({ type: 'upsert', components: [typed] }, replaced(components, typed))).toEqual(['exit_invalid_condition:eb1', 'conditional_text_invalid_condition:ct1']);
    expect(step({ type: 'upsert', components: [q2] }, replaced(components, q2))).toEqual([]);
    const gone = ['exit_invalid_condition:eb1', 'conditional_text_invalid_condition:ct1', 'quota_invalid_criteria:d1'];
    expect(step({ type: 'remove', ids: ['q2'] }, without(components, 'q2', 'ag2'))).toEqual(gone);
    expect(step({ type: 'upsert', components: [q2, ag2] }, [...components, q2, ag2])).toEqual([]);
    expect(ids(replica)).toEqual([]);
    const marked = edit(q2, { deleted: true });
    expect(step({ type: 'upsert', components: [marked] }, replaced(components, marked))).toEqual(gone);
  });

  it('keeps the last of records sharing an id, as a sequence of upserts would', () => {
    const s = validSurvey();
    const ag2 = make('answer_group', { id: 'ag2', parent: ref(s.q1), order: 1, answer_group_type: 'single' });
    // Both answers given again, in the second group: the first group is left empty.
    const moved = [edit(s.a1, { parent: ref(ag2) }), edit(s.a2, { parent: ref(ag2), default_language_data: {} })];
    const replica = createCheckReplica([...s.components, ag2, ...moved]);
    expect(replica.size).toBe(s.components.length + 1);
    expect(ids(replica)).toEqual(['question_no_answers:q1', 'missing_answer_label:a2']);
    replica.apply({ type: 'upsert', components: [s.a1, s.a2] });
    expect(ids(replica)).toEqual(['question_no_answers:q1']);
  });

  it('hands out findings that later changes do not alter', () => {
    const s = validSurvey();
    const replica = createCheckReplica(s.components);
    const before = replica.findings();
    replica.apply({ type: 'remove', ids: ['eb1'] });
    expect(before).toEqual([]);
    expect(Object.isFrozen(replica.findings())).toBe(true);
  });
});

describe('changes from the draft engine', () => {
  it('diffs two views by identity, putting back records moved out of a removed subtree', () => {
    const s = validSurvey();
    const before = byId(s.components);
    const moved = edit(s.a1, { parent: { id: 'ag9', kind: 'answer_group' } });
    const after = { ...before, a1: moved, q2: make('question', { id: 'q2' }) } as Record<string, Component>;
    delete after.ag1;
    const changes = diffComponents(before, after);
    expect(changes).toEqual([
      { type: 'remove', ids: ['ag1'] },
      { type: 'upsert', components: [moved, after.q2, s.a2] },
    ]);
    const replica = createCheckReplica(s.components);
    replica.apply(changes);
    expect(replica.findings()).toEqual(runChecks(Object.values(after)));
  });

  it('builds the changes for the ids an operation touched', () => {
    const s = validSurvey();
    const after = { ...byId(s.components), q1: edit(s.q1, { name: 'Age' }) } as Record<string, Component>;
    delete after.eb2;
    expect(changesFor(['q1', 'eb2', 'q1'], after)).toEqual([
      { type: 'remove', ids: ['eb2'] },
      { type: 'upsert', components: [after.q1] },
    ]);
  });
});

describe('the largest survey', () => {
  const survey = maxSurvey({ questions: 24, answerGroups: 3, answers: 12 });

  it('passes every check', () => {
    expect(runChecks(survey.components, { additionalLanguages: survey.additionalLanguages })).toEqual([]);
  });

  it('keeps the list in order when a change adds or drops hundreds of findings at once', () => {
    const replica = createCheckReplica(survey.components, { additionalLanguages: survey.additionalLanguages });
    for (const languages of [['fr', 'de'], ['de'], ['fr']]) {
      replica.apply({ type: 'setLanguages', additionalLanguages: languages });
      expect(replica.findings()).toEqual(runChecks(survey.components, { additionalLanguages: languages }));
    }
    replica.apply({ type: 'setLanguages', additionalLanguages: ['fr', 'de'] });
    replica.apply({ type: 'upsert', components: [{ ...survey.question, name: 'Q1' }] });
    const edited = survey.components.map((c) => (c.id === survey.question.id ? { ...survey.question, name: 'Q1' } : c));
    expect(replica.findings()).toEqual(runChecks(edited, { additionalLanguages: ['fr', 'de'] }));
    expect(replica.findings().length).toBeGreaterThan(800);
  });

  it('removes most of a survey for good and puts it back, as a full check would', () => {
    // Past the store's vacant entries (1 024, and half of them all), so its table is made again.
    const large = maxSurvey({ questions: 40, answerGroups: 3, answers: 20 });
    const replica = createCheckReplica(large.components, { additionalLanguages: ['fr', 'de'] });
    const groups = large.components.filter((c) => c.kind === 'group' && c.order < 3).map((c) => c.id);
    const going = new Set(groups);
    for (const c of large.components) if (c.parent && going.has(c.parent.id)) going.add(c.id);
    const left = large.components.filter((c) => !going.has(c.id));
    replica.apply({ type: 'remove', ids: groups });
    expect(going.size * 2).toBeGreaterThan(large.components.length);
    expect(replica.size).toBe(left.length);
    expect(replica.findings()).toEqual(runChecks(left, { additionalLanguages: ['fr', 'de'] }));
    // Put back in another order than the survey's, children before their parents.
    replica.apply({ type: 'upsert', components: large.components.filter((c) => going.has(c.id)).reverse() });
    expect(replica.size).toBe(large.components.length);
    expect(replica.findings()).toEqual(runChecks(large.components, { additionalLanguages: ['fr', 'de'] }));
  });

  it('deletes and restores a group while every text lacks a translation, the page\'s copy kept by the changes', () => {
    // Hundreds of the check's findings, held as a column since the language came (the replica's
    // own list is not read, which would make them objects), go and come back.
    const replica = createCheckReplica(survey.components, { additionalLanguages: ['fr', 'de'] });
    const copy = new FindingsCopy();
    copy.apply({ type: 'all', findings: replica.findings() });
    replica.apply({ type: 'setLanguages', additionalLanguages: ['fr', 'de', 'es'] });
    copy.apply(structuredClone(replica.takeChange()!));
    const group = survey.components.find((c) => c.kind === 'group')!;
    const deleted = edit(group, { deleted: true });
    for (const [edited, components] of [
      [deleted, survey.components.map((c) => (c.id === group.id ? deleted : c))],
      [group, survey.components],
    ] as const) {
      replica.apply({ type: 'upsert', components: [edited] });
      const change = replica.takeChange()!;
      expect(change.type === 'delta' && change.added.length + change.removed.length).toBeGreaterThan(300);
      expect(copy.apply(structuredClone(change))).toBe(true);
      expect(copy.list()).toEqual(runChecks(components, { additionalLanguages: ['fr', 'de', 'es'] }));
    }
    expect(replica.findings()).toEqual(copy.list());
  });

  it('re-checks single edits as a full check would', () => {
    const replica = createCheckReplica(survey.components, { additionalLanguages: survey.additionalLanguages });
    const broken = { ...survey.routingCondition, condition: and(cond(survey.question.id, { fn: 'contains', value: 'x' })) };
    replica.apply({ type: 'upsert', components: [broken] });
    const expected = runChecks(survey.components.map((c) => (c.id === broken.id ? broken : c)), { additionalLanguages: survey.additionalLanguages });
    expect(replica.findings()).toEqual(expected);
    expect(expected.map((f) => f.code)).toContain('routing_invalid_condition');
  });
});
