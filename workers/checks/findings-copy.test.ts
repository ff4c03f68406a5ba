import { describe, expect, it } from 'vitest';
import type { Component } from '../../schema';
import { FindingsCopy } from './findings-copy';
import { createCheckReplica } from './replica';
import { make, ref } from './testing/builders';

/** A question with `answers` answers, none translated: each answer is one finding per language change. */
function untranslated(answers: number): Component[] {
  const question = make('question', { id: 'q', name: 'Q', question_type: 'single', default_language_data: { question_text: 'Pick' } });
  const group = make('answer_group', { id: 'q.ag', name: 'AG', answer_group_type: 'single', parent: ref(question) });
  const list: Component[] = [question, group];
  for (let i = 0; i < answers; i++) list.push(make('answer', { id: `q.a${String(i).padStart(3, '0')}`, name: `A${i}`, code: String(i + 1), order: i, parent: ref(group), default_language_data: { label: `Answer ${i}` } }));
  return list;
}

describe('findings copy', () => {
  it('follows many findings added, changed and removed at once (merged) as it follows a few (spliced)', () => {
    const components = untranslated(150);
    const replica = createCheckReplica(components);
    const copy = new FindingsCopy();
    copy.apply({ type: 'all', findings: replica.findings() });
    const follow = (change: Parameters<typeof replica.apply>[0]) => {
      replica.apply(change);
      const taken = replica.takeChange();
      if (taken) copy.apply(taken);
      expect(copy.list()).toEqual(replica.findings());
      return taken;
    };
    const added = follow({ type: 'setLanguages', additionalLanguages: ['fr'] });
    expect(added?.type === 'delta' && added.added.length).toBe(151);
    const changed = follow({ type: 'setLanguages', additionalLanguages: ['fr', 'de'] });
    expect(changed?.type === 'delta' && changed.changed.length).toBe(151);
    expect(copy.get('missing_translation:q.a000')?.message).toBe('Answer is not translated into fr, de');
    follow({ type: 'remove', ids: ['q.a007'] });
    follow({ type: 'upsert', components: [components[9]!] });
    const removed = follow({ type: 'setLanguages', additionalLanguages: [] });
    expect(removed?.type === 'delta' && removed.removed.length).toBe(151);
    expect(copy.list().some((f) => f.code === 'missing_translation')).toBe(false);
  });

  it('keeps its list when a delta changes nothing, and gives a new frozen list when one does', () => {
    const copy = new FindingsCopy();
    const finding = { id: 'no_questions', code: 'no_questions', level: 'critical', area: 'survey', itemId: null, itemKind: null, message: 'The survey has no questions' } as const;
    copy.apply({ type: 'all', findings: [finding] });
    const before = copy.list();
    expect(copy.apply({ type: 'delta', added: [], changed: [], removed: [] })).toBe(false);
    expect(copy.list()).toBe(before);
    expect(copy.apply({ type: 'delta', added: [], changed: [], removed: ['no_questions'] })).toBe(true);
    expect(copy.list()).not.toBe(before);
    expect(Object.isFrozen(copy.list())).toBe(true);
    expect(before).toEqual([finding]);
  });

  it('reports a delta that does not fit what it holds, naming the finding', () => {
    const copy = new FindingsCopy();
    expect(() => copy.apply({ type: 'delta', added: [], changed: [], removed: ['no_questions'] })).toThrow(/no finding no_questions to remove/);
  });
});
