import { describe, expect, it } from 'vitest';
import { createComponent, type Component } from '../components/component';
import { evaluateCondition } from '../condition-evaluator';
import { NO_ANSWERS } from './answers';
import {
  COLLECTED_VALUE_MAX_LENGTH, collectedFields, collectedResponses, duplicateReason, uniqueValueKey, uniqueValuesOf,
} from './collectors';
import { settleVisibility } from './responses';

const collector = (id: string, param: string, extra: { is_unique?: boolean; case_sensitive?: boolean; source?: 'query_string' | 'file_upload' } = {}) =>
  createComponent('data_collector', {
    id, name: id.toUpperCase(), order: 0, parent: null, source: extra.source ?? 'query_string',
    query_string: { param_name: param, is_unique: extra.is_unique ?? false, case_sensitive: extra.case_sensitive ?? false },
  });

const components: Component[] = [
  collector('dc1', 'uid', { is_unique: true }),
  collector('dc2', ' src ', {}),
  collector('dc3', 'UID', { is_unique: true, case_sensitive: true }),
  collector('dc4', 'contact', { source: 'file_upload' }),
  collector('dc5', ''),
];

describe('collectedFields', () => {
  it('keeps each query-string parameter once, trimmed, the first of a repeated one; blank and missing ones left out', () => {
    expect(collectedFields(components, { uid: ['  Abc-1 ', 'second'], src: '   ', UID: 'X', contact: 'ignored', lang: 'fr' }))
      .toEqual({ ok: true, fields: [{ name: 'uid', value: 'Abc-1' }, { name: 'UID', value: 'X' }] });
  });

  it('reads nothing for a file_upload collector or one without a parameter name', () => {
    expect(collectedFields([components[3]!, components[4]!], { contact: 'x', '': 'y' })).toEqual({ ok: true, fields: [] });
  });

  it('refuses a value too long or holding control characters, naming the parameter', () => {
    const long = collectedFields(components, { uid: 'x'.repeat(COLLECTED_VALUE_MAX_LENGTH + 1) });
    expect(long).toEqual({ ok: false, parameter: 'uid', message: `Link parameter uid is ${COLLECTED_VALUE_MAX_LENGTH + 1} characters long; at most ${COLLECTED_VALUE_MAX_LENGTH} are accepted` });
    expect(collectedFields(components, { src: 'a\nb' })).toEqual({ ok: false, parameter: 'src', message: 'Link parameter src holds control characters' });
    expect(collectedFields(components, { uid: 'é'.repeat(COLLECTED_VALUE_MAX_LENGTH) })).toMatchObject({ ok: true });
  });
});

describe('collectedResponses', () => {
  it('answers each collector with its value as text, so conditions on collectors hold', () => {
    const fields = [{ name: 'src', value: 'mail' }];
    const responses = collectedResponses(components, fields);
    expect(responses).toEqual({ dc2: { kind: 'text', value: 'mail' } });
    const answered = (id: string) => ({ kind: 'condition' as const, question_id: id, negate: false, fn: 'answered' as const, answers: [] });
    expect(evaluateCondition(answered('dc2'), responses)).toBe(true);
    expect(evaluateCondition(answered('dc1'), responses)).toBe(false);
  });

  it('settles visibility with the collectors\' responses given', () => {
    const question = createComponent('question', {
      id: 'q1', name: 'Q1', order: 1, parent: null, question_type: 'info',
      visibility_condition: { kind: 'group', operator: 'and', items: [{ kind: 'condition', question_id: 'dc2', negate: false, fn: 'answered', answers: [] }] },
    });
    const all = [...components, question];
    const shown = (given: ReturnType<typeof collectedResponses>) => settleVisibility(all, NO_ANSWERS, given).visible.some((c) => c.id === 'q1');
    expect(shown(collectedResponses(all, [{ name: 'src', value: 'mail' }]))).toBe(true);
    expect(shown({})).toBe(false);
  });
});

describe('unique values', () => {
  it('compares without case unless the collector is case-sensitive', () => {
    expect(uniqueValueKey(components[0] as never, 'AbC')).toBe('abc');
    expect(uniqueValueKey(components[2] as never, 'AbC')).toBe('AbC');
    // One spelling of é whatever the link's encoding.
    expect(uniqueValueKey(components[0] as never, 'Cafe\u0301')).toBe(uniqueValueKey(components[0] as never, 'café'));
  });

  it('gives the values of unique collectors only, with the parameter for the screened reason', () => {
    const fields = [{ name: 'uid', value: 'AbC' }, { name: 'src', value: 'mail' }, { name: 'UID', value: 'AbC' }];
    expect(uniqueValuesOf(components, fields)).toEqual([
      { collectorId: 'dc1', name: 'uid', key: 'abc' },
      { collectorId: 'dc3', name: 'UID', key: 'AbC' },
    ]);
    expect(duplicateReason('uid')).toBe('Duplicate uid');
  });
});
