import { describe, expect, it } from 'vitest';
import { createComponent, type ComponentOf } from '../components/component';
import type { ChildListOrder } from '../components/common';
import { answerOrder } from './answer-order';

const EN = { language: 'en', defaultLanguage: 'en' };
const FR = { language: 'fr', defaultLanguage: 'en' };

function group(order: ChildListOrder, type: 'single' | 'multi' = 'single', id = 'ag1') {
  return createComponent('answer_group', { id, parent: { id: 'q1', kind: 'question' }, answer_group_type: type, child_list_order: order });
}

const LABELS = ['Pear', 'apple', 'Éclair', 'banana', 'Cherry', 'date', 'Fig', 'grape', 'kiwi', 'lime'];
function answers(extra: Record<number, object> = {}): ComponentOf<'answer'>[] {
  return LABELS.map((label, order) => createComponent('answer', {
    id: `a${order}`, order, code: String(order + 1), parent: { id: 'ag1', kind: 'answer_group' },
    default_language_data: { label: `<p>${label}</p>` }, ...extra[order],
  }));
}
const labels = (list: readonly ComponentOf<'answer'>[]) => list.map((a) => a.default_language_data?.label?.replace(/<\/?p>/g, ''));
const ids = (list: readonly { id: string }[]) => list.map((a) => a.id);

describe('answerOrder', () => {
  it('keeps the author\'s order as displayed, whatever the seed', () => {
    expect(ids(answerOrder(group('as_displayed'), answers(), 'r1', EN))).toEqual(ids(answers()));
  });

  it('sorts alphabetically by the label in the respondent\'s language, ignoring case and accents', () => {
    expect(labels(answerOrder(group('alphabetical'), answers(), 'r1', EN)))
      .toEqual(['apple', 'banana', 'Cherry', 'date', 'Éclair', 'Fig', 'grape', 'kiwi', 'lime', 'Pear']);
    const french = answers({ 0: { additional_language_data: { fr: { label: 'Abricot' } } } });
    expect(answerOrder(group('alphabetical'), french, 'r1', FR)[0]!.id).toBe('a0');
  });

  it('shuffles with the seed: the same for one respondent and group, different for others', () => {
    const first = ids(answerOrder(group('randomise'), answers(), 'respondent-1', EN));
    expect(ids(answerOrder(group('randomise'), answers(), 'respondent-1', EN))).toEqual(first);
    expect([...first].sort()).toEqual([...ids(answers())].sort());
    const others = new Set(Array.from({ length: 20 }, (_, i) => ids(answerOrder(group('randomise'), answers(), `respondent-${i + 2}`, EN)).join()));
    expect(others.size).toBeGreaterThan(15);
    // Two groups of one respondent are not shuffled alike.
    expect(ids(answerOrder(group('randomise', 'single', 'ag2'), answers(), 'respondent-1', EN))).not.toEqual(first);
  });

  it('rotates: the author\'s sequence from a seeded start', () => {
    const starts = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const rotated = ids(answerOrder(group('rotate', 'multi'), answers(), `r${i}`, EN));
      const start = ids(answers()).indexOf(rotated[0]!);
      expect(rotated).toEqual([...ids(answers()).slice(start), ...ids(answers()).slice(0, start)]);
      starts.add(rotated[0]!);
    }
    expect(starts.size).toBeGreaterThan(3);
  });

  it('keeps fixed, exclusive and other answers in their places', () => {
    const list = answers({ 0: { fix_position: true }, 8: { other: true }, 9: { exclusive: true } });
    for (const order of ['alphabetical', 'randomise', 'rotate'] as const) {
      for (const seed of ['a', 'b', 'c']) {
        const out = ids(answerOrder(group(order, 'multi'), list, seed, EN));
        expect([out[0], out[8], out[9]]).toEqual(['a0', 'a8', 'a9']);
        expect([...out].sort()).toEqual([...ids(list)].sort());
      }
    }
  });

  it('returns nothing for no answers', () => {
    expect(answerOrder(group('rotate'), [], 'r', EN)).toEqual([]);
  });
});
