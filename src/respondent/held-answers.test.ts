// The answers held after a refusal: the set-aside pages' answers merged (a later page's winning),
// filled into a page that still asks their questions, and let go once that page is sent.
import { describe, expect, it } from 'vitest';
import type { DocumentPage } from '../../schema/api/respondent/respondent-document';
import { createComponent } from '../../schema/survey/components/component';
import type { Answers } from '../../schema/survey/respondent/answers';
import { holding, prefilled, released } from './held-answers';

const single = (group: string, code: string): Answers[string] => ({ [group]: { type: 'single', value: { code, other: {} } } });

/** A page asking `questions` (each with one group), one of them (`hidden`) not drawn now. */
function page(questions: readonly string[], answers: Answers = {}, hidden?: string): DocumentPage {
  const components = questions.flatMap((id, order) => [
    createComponent('question', { id, name: id.toUpperCase(), order, parent: null, question_type: 'single' }),
    createComponent('answer_group', { id: `${id}.ag`, order: 0, parent: { id, kind: 'question' }, answer_group_type: 'single' }),
  ]);
  const drawn = components.filter((c) => c.id !== hidden && c.id !== `${hidden}.ag`);
  return {
    kind: 'page', pageId: 'p', pageNumber: 3, idempotencyKey: 'k', canGoBack: true, components: drawn,
    items: drawn.filter((c) => c.kind === 'question'), answers, responses: {}, problems: [], pageComponents: components,
  };
}

describe('held answers', () => {
  it('keeps the answers of the set-aside next submissions, a later one winning; a back carries none', () => {
    const held = holding({ q9: single('q9.ag', '1') }, [
      { action: 'next', answers: { q4: single('q4.ag', '1') } },
      { action: 'back', answers: {} },
      { action: 'next', answers: { q4: single('q4.ag', '2'), q5: single('q5.ag', '1') } },
    ]);
    expect(held).toEqual({ q9: single('q9.ag', '1'), q4: single('q4.ag', '2'), q5: single('q5.ag', '1') });
  });

  it('fills in a page\'s questions that are held, shown now or not, over what the page had', () => {
    const held = { q4: single('q4.ag', '2'), q5: single('q5.ag', '1'), q9: single('q9.ag', '1') };
    const before = { q1: single('q1.ag', '1'), q4: single('q4.ag', '1') };
    expect(prefilled(page(['q4', 'q5'], before, 'q5'), held)).toEqual({ q1: single('q1.ag', '1'), q4: single('q4.ag', '2'), q5: single('q5.ag', '1') });
    // A page that asks none of them is drawn as it is.
    expect(prefilled(page(['q6']), held)).toBeNull();
  });

  it('lets go of a sent page\'s questions only', () => {
    const held = { q4: single('q4.ag', '2'), q5: single('q5.ag', '1') };
    expect(released(held, page(['q4']))).toEqual({ q5: single('q5.ag', '1') });
    expect(released(held, page(['q6']))).toBe(held);
  });
});
