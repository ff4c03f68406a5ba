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
    const replaced = (change: ReturnType<typeof follow>) => (change?.type === 'delta' ? change.replaced?.[0]?.itemIds.length : undefined);
    expect(replaced(follow({ type: 'setLanguages', additionalLanguages: ['fr'] }))).toBe(151);
    expect(replaced(follow({ type: 'setLanguages', additionalLanguages: ['fr', 'de'] }))).toBe(151);
    expect(copy.get('missing_translation:q.a000')?.message).toBe('Answer is not translated into fr, de');
    // Item edits after a language change, many at once (merged) and one (spliced).
    follow({ type: 'upsert', components: components.slice(2, 102).map((c) => ({ ...c, additional_language_data: { fr: { label: 'Réponse' }, de: { label: 'Antwort' } } }) as Component) });
    follow({ type: 'remove', ids: ['q.a007'] });
    follow({ type: 'upsert', components: [components[9]!] });
    expect(replaced(follow({ type: 'setLanguages', additionalLanguages: [] }))).toBe(0);
    expect(copy.list().some((f) => f.code === 'missing_translation')).toBe(false);
    follow({ type: 'setLanguages', additionalLanguages: ['de'] });
    // An item edit right after a language change, while the replica holds the check as a column.
    follow({ type: 'upsert', components: [{ ...components[5]!, additional_language_data: { de: { label: 'Antwort' } } } as Component] });
    follow({ type: 'remove', ids: ['q.a010', 'q.a011'] });
    // The question, a007 (put back as it was) and the 50 answers never translated.
    expect(copy.list().filter((f) => f.code === 'missing_translation')).toHaveLength(52);
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

  it('reports a delta of many findings that does not fit what it holds, naming the finding', () => {
    const replica = createCheckReplica(untranslated(100), { additionalLanguages: ['fr'] });
    const held = replica.findings();
    const copy = () => {
      const fresh = new FindingsCopy();
      fresh.apply({ type: 'all', findings: held });
      return fresh;
    };
    const removed = [...held.slice(0, 80).map((f) => f.id), 'missing_translation:q.zzz'];
    expect(() => copy().apply({ type: 'delta', added: [], changed: [], removed })).toThrow(/no finding missing_translation:q.zzz to remove/);
    const added = [held[40]!, ...untranslated(180).slice(102).map((c) => ({ ...held[0]!, id: `missing_translation:${c.id}`, itemId: c.id }))];
    expect(() => copy().apply({ type: 'delta', added, changed: [], removed: [] })).toThrow(new RegExp(`holds finding ${held[40]!.id} already`));
  });
});
