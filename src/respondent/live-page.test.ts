// A live page re-evaluates only what reads the answered question (answeredView): an answer no
// condition on the page reads keeps the page's components and items (the same arrays, so nothing
// draws again but its field), and every answer gives the responses a full settle (liveView) gives.
import { describe, expect, it } from 'vitest';
import type { DocumentPage } from '../../schema/api/respondent';
import type { AnswerValue, Answers } from '../../schema/survey/respondent/answers';
import { settleVisibility } from '../../schema/survey/respondent/responses';
import { surveyComponents } from '../../schema/survey/respondent/test-survey';
import { answeredView, liveView, questionsReadOn, type LiveView } from './live-page';

const content = surveyComponents().filter((c) => c.kind !== 'exit_block');

function page(): DocumentPage {
  const { visible, responses } = settleVisibility(content, {});
  const roots = visible.filter((c) => c.parent === null);
  return {
    kind: 'page', pageId: 'p1', pageNumber: 1, idempotencyKey: 'k', canGoBack: false,
    components: visible, items: roots, answers: {}, responses, problems: [], pageComponents: content,
  };
}

const single = (code: string | null): AnswerValue => ({ type: 'single', value: { code, other: {} } });
const multi = (...codes: string[]): AnswerValue => ({ type: 'multi', value: { codes, other: {} } });
const ids = (view: LiveView) => view.components.map((c) => c.id);

function answer(before: { answers: Answers; view: LiveView }, drawn: DocumentPage, questionId: string, groupId: string, value: AnswerValue) {
  const answers = { ...before.answers, [questionId]: { ...before.answers[questionId], [groupId]: value } };
  return { answers, view: answeredView(drawn, before.view, answers, questionId) };
}

describe('a live page after an answer', () => {
  it('indexes the questions its conditions read', () => {
    expect([...questionsReadOn(page())]).toEqual(['q1']);
  });

  it('keeps the components and items of an answer no condition reads, its response changed', () => {
    const drawn = page();
    const start = { answers: {}, view: { components: drawn.components, items: drawn.items, responses: drawn.responses } };
    const after = answer(start, drawn, 'q3', 'ag3', multi('1', '99'));
    expect(after.view.components).toBe(start.view.components);
    expect(after.view.items).toBe(start.view.items);
    expect(after.view.responses.q3).toEqual({ kind: 'choice', selected: [{ id: 'a31', code: '1' }, { id: 'a34', code: '99' }] });
  });

  it('settles visibility again for an answer a condition reads', () => {
    const drawn = page();
    const start = { answers: {}, view: { components: drawn.components, items: drawn.items, responses: drawn.responses } };
    expect(ids(start.view)).not.toContain('q2');
    const yes = answer(start, drawn, 'q1', 'ag1', single('1'));
    expect(ids(yes.view)).toContain('q2');
    const no = answer(yes, drawn, 'q1', 'ag1', single('2'));
    expect(ids(no.view)).not.toContain('q2');
    expect(ids(no.view)).toContain('ct1');
  });

  it('gives what a full settle gives, answer after answer', () => {
    const drawn = page();
    let live = { answers: {} as Answers, view: { components: drawn.components, items: drawn.items, responses: drawn.responses } as LiveView };
    const steps: [string, string, AnswerValue][] = [
      ['q3', 'ag3', multi('2')], ['q1', 'ag1', single('1')], ['q2', 'ag2', { type: 'numeric', value: 3 }],
      ['gq1', 'gag', single('2')], ['q1', 'ag1', single('2')], ['q3', 'ag3', multi()], ['gq1', 'gag', single(null)],
    ];
    for (const [questionId, groupId, value] of steps) {
      live = answer(live, drawn, questionId, groupId, value);
      const full = liveView(drawn, live.answers);
      expect(live.view.responses).toEqual(full.responses);
      expect(ids(live.view)).toEqual(ids(full));
    }
  });
});
