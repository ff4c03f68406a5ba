// The page rendered on the server, as the respondent's first paint is: react-dom/server in plain
// Node (no window, no document), then read back as a browser would post it.
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NO_ANSWERS, childrenByParent, createComponent, setAnswer, settleVisibility, validatePage, type Answers } from '../../schema';
import { surveyComponents } from '../../schema/survey/respondent/test-survey';
import { answerFieldId, answersFromForm } from './form-fields';
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
});
