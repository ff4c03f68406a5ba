// The page rendered on the server, as the respondent's first paint is: react-dom/server in plain
// Node (no window, no document), then read back as a browser would post it.
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_ANSWERS, childrenByParent, createComponent, setAnswer, settleVisibility, validatePage, type Answers } from '../../schema';
import { surveyComponents } from '../../schema/survey/respondent/test-survey';
import { answerFieldId, answersFromForm } from './form-fields';
import { loadDateAnswer } from './lazy-date-answer';
import { SurveyPage } from './survey-page';

const components = surveyComponents();
const lang = { language: 'en', defaultLanguage: 'en' };
// What a server passes: DOMPurify on a server-side DOM, since render cannot use the browser's.
const purify = DOMPurify(new JSDOM('').window);
const sanitizeHtml = (html: string) => purify.sanitize(html);

function serverPage(answers: Answers, withProblems = false) {
  const { visible, responses } = settleVisibility(components, answers);
  const tree = childrenByParent(components);
  const problems = withProblems ? validatePage({ tree, shown: tree.get('') ?? [], answers, responses, lang }) : [];
  const html = renderToString(
    <form method="post">
      <SurveyPage components={visible} answers={answers} responses={responses} problems={problems} lang={lang} sanitizeHtml={sanitizeHtml} />
    </form>,
  );
  return { html, document: new JSDOM(html).window.document };
}

/** What the browser would post for the server's markup, scripts off. */
function posted(html: string): [string, string][] {
  const { window } = new JSDOM(html);
  const form = window.document.querySelector('form')!;
  return [...new window.FormData(form).entries()].map(([name, value]) => [name, String(value)]);
}

/** One more question per display that posts differently: dropdown, toggle buttons, text, split date. */
function displays() {
  const question = (id: string, order: number) => createComponent('question', { id, name: id, order, parent: null, question_type: 'open_text', required: false });
  const under = (id: string) => ({ id, kind: 'question' as const });
  const answers = (groupId: string) =>
    ['1', '2'].map((code) => createComponent('answer', { id: `${groupId}-${code}`, name: `A${code}`, order: Number(code), parent: { id: groupId, kind: 'answer_group' }, code, default_language_data: { label: `Option ${code}` } }));
  return [
    question('dd', 10),
    createComponent('answer_group', { id: 'ddg', name: 'AG1', order: 0, parent: under('dd'), answer_group_type: 'single', display: 'dropdown' }),
    ...answers('ddg'),
    question('bt', 11),
    createComponent('answer_group', { id: 'btg', name: 'AG1', order: 0, parent: under('bt'), answer_group_type: 'multi', display: 'button' }),
    ...answers('btg'),
    question('tx', 12),
    createComponent('answer_group', { id: 'txg', name: 'AG1', order: 0, parent: under('tx'), answer_group_type: 'open_text' }),
    question('dt', 13),
    createComponent('answer_group', { id: 'dtg', name: 'AG1', order: 0, parent: under('dt'), answer_group_type: 'date', display: 'date' }),
  ];
}

describe('SurveyPage on the server', () => {
  // As the server's renderer does: renderToString cannot wait for the date widget's chunk.
  beforeAll(async () => {
    await loadDateAnswer();
  });

  it('renders without a browser, the question texts sanitised', () => {
    expect(typeof window).toBe('undefined');
    const { document } = serverPage(NO_ANSWERS);
    expect(document.body.textContent).toContain('Do you drink coffee?');
    const hostile = components.map((c) =>
      c.kind === 'question' && c.id === 'q1' ? { ...c, default_language_data: { question_text: '<p>Hi<img src=x onerror="alert(1)"></p>' } } : c,
    );
    const { visible } = settleVisibility(hostile, NO_ANSWERS);
    const html = renderToString(<SurveyPage components={visible} answers={NO_ANSWERS} responses={{}} lang={lang} sanitizeHtml={sanitizeHtml} />);
    expect(html).toContain('<img src="x">');
    expect(html).not.toContain('onerror');
    expect(document.querySelector('table[aria-label="Rate our café"]')).not.toBeNull();
    expect(document.body.textContent).not.toContain('Secret question');
  });

  it('posts the answers it was rendered with, and they read back the same', () => {
    let answers = setAnswer(NO_ANSWERS, 'q1', 'ag1', { type: 'single', value: { code: '1', other: {} } });
    answers = setAnswer(answers, 'q2', 'ag2', { type: 'numeric', value: 3 });
    answers = setAnswer(answers, 'q3', 'ag3', { type: 'multi', value: { codes: ['1', '3'], other: { '3': 'Milk' } } });
    answers = setAnswer(answers, 'gq2', 'gag', { type: 'single', value: { code: '2', other: {} } });
    const { html } = serverPage(answers);
    expect(answersFromForm(posted(html), components)).toEqual(answers);
  });

  it('posts dropdowns, toggle buttons, texts and dates in parts too', () => {
    const page = [...components, ...displays()];
    let answers = setAnswer(NO_ANSWERS, 'dd', 'ddg', { type: 'single', value: { code: '2', other: {} } });
    answers = setAnswer(answers, 'bt', 'btg', { type: 'multi', value: { codes: ['1', '2'], other: {} } });
    answers = setAnswer(answers, 'tx', 'txg', { type: 'open_text', value: 'Two\nlines' });
    answers = setAnswer(answers, 'dt', 'dtg', { type: 'date', value: '2024-03-05' });
    const { visible, responses } = settleVisibility(page, answers);
    const html = renderToString(
      <form method="post">
        <SurveyPage components={visible} answers={answers} responses={responses} lang={lang} sanitizeHtml={sanitizeHtml} />
      </form>,
    );
    expect(answersFromForm(posted(html), page)).toEqual(answers);
  });

  it('shows problems beside their fields and lists them with links', () => {
    const { document } = serverPage(NO_ANSWERS, true);
    const summary = document.querySelector('.survey-page__problems')!;
    const links = [...summary.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toContain(`#${answerFieldId('q1', 'ag1')}`);
    // Each line names its question, so two required questions are told apart.
    expect([...summary.querySelectorAll('a')].map((a) => a.textContent)).toContain('Do you drink coffee?: This field is required');
    // The field the link names carries the error, linked for assistive technology.
    const field = document.getElementById(answerFieldId('q1', 'ag1'))!;
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(describedBy).not.toBe('');
    expect(document.getElementById(describedBy.split(' ').at(-1)!)?.textContent).toBe('This field is required');
    // A grid row's error line is described by its cells.
    const cell = document.querySelector('input[aria-label="Service: Good"]')!;
    expect(document.getElementById(cell.getAttribute('aria-describedby')!)?.textContent).toBe('Service: This field is required');
  });

  it('renders the same markup twice (stable ids for hydration)', () => {
    expect(serverPage(NO_ANSWERS).html).toBe(serverPage(NO_ANSWERS).html);
  });

  it('orders answers by the respondent\'s seed and pipes earlier answers into texts and labels, as text', () => {
    const item = (type: string, id: string, value: string) => `<span dt-id="${id}" dt-type="${type}" dt-value="${value}"></span>`;
    const piped = components.map((c) => {
      if (c.kind === 'answer_group' && c.answer_group_type === 'multi') return { ...c, child_list_order: 'randomise' as const };
      if (c.kind === 'question' && c.id === 'q3') return { ...c, default_language_data: { question_text: `<p>You said ${item('question', 'q1', 'label')}, ${item('field', 'field', 'email')}</p>` } };
      if (c.kind === 'answer' && c.id === 'a31') return { ...c, default_language_data: { label: `Tea for ${item('question', 'q4', 'label')}` } };
      return c;
    });
    let answers = setAnswer(NO_ANSWERS, 'q1', 'ag1', { type: 'single', value: { code: '1', other: {} } });
    answers = setAnswer(answers, 'q4', 'ag4', { type: 'open_text', value: '<script>alert(1)</script>' });
    const { visible, responses } = settleVisibility(piped, answers);
    const survey = [...visible, piped.find((c) => c.id === 'q4')!, createComponent('answer_group', { id: 'ag4', parent: { id: 'q4', kind: 'question' }, answer_group_type: 'open_text' })];
    const page = (seed: string) => {
      const html = renderToString(
        <SurveyPage components={survey} answers={answers} responses={responses} lang={lang} sanitizeHtml={sanitizeHtml}
          orderSeed={seed} piping={{ respondentId: seed, today: '2026-11-26', answers, contact: {} }} />,
      );
      return new JSDOM(html).window.document;
    };
    const document = page('respondent-1');
    expect(document.body.textContent).toContain('You said Yes, undefined');
    expect(document.querySelector('script')).toBeNull();
    expect(document.body.textContent).toContain('Tea for <script>alert(1)</script>');
    const order = (doc: Document) => [...doc.querySelectorAll(`#${answerFieldId('q3', 'ag3')} input[type="checkbox"]`)].map((input) => input.getAttribute('value'));
    expect(order(document)).toEqual(order(page('respondent-1')));
    // 'Something else' (other) and 'Nothing' (exclusive) keep their places; Tea and Juice swap for some respondents.
    const orders = new Set(Array.from({ length: 12 }, (_, i) => order(page(`respondent-${i}`)).join()));
    expect(orders).toEqual(new Set(['1,2,3,99', '2,1,3,99']));
    // Without a seed or piping (the designer's preview) the page is as the author wrote it.
    const preview = renderToString(<SurveyPage components={survey} answers={answers} responses={responses} lang={lang} sanitizeHtml={sanitizeHtml} />);
    expect(preview).toContain('You said <span></span>');
  });
});
