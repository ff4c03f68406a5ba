// @vitest-environment jsdom
// The live page in a browser: each answer reaches the field that draws it (the sheet's answer
// store) and, when a condition reads it, shows or hides what it governs; an answer elsewhere
// leaves a field as it was drawn.
import '../widgets/form/dom-test-setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentPage, RespondentDocument } from '../../schema/api/respondent';
import { settleVisibility } from '../../schema/survey/respondent/responses';
import { surveyComponents } from '../../schema/survey/respondent/test-survey';
import { createComponent, type Component } from '../../schema/survey/components/component';
import { liveTextsOf } from '../../schema/survey/respondent/live-texts';
import { sanitizedTexts } from './render-document';
import { sanitisedBy } from './hydration-data';
import { RespondentApp } from './respondent-app';

const content = surveyComponents().filter((c) => c.kind !== 'exit_block');
const lang = { language: 'en', defaultLanguage: 'en' };

function drawn(): { document: RespondentDocument; page: DocumentPage } {
  const { visible, responses } = settleVisibility(content, {});
  const page: DocumentPage = {
    kind: 'page', pageId: 'p1', pageNumber: 1, idempotencyKey: 'k', canGoBack: false,
    components: visible, items: visible.filter((c) => c.parent === null), answers: {}, responses, problems: [], pageComponents: content,
  };
  const document: RespondentDocument = { title: 'Coffee', lang, theme: {}, stylesheets: [], styleNonce: '', action: '/s/s', body: page };
  return { document, page };
}

const asHtml = (html: string) => html;

describe('the live respondent page', () => {
  it('draws each answer where it belongs and reveals what a condition reads from it', () => {
    const { document, page } = drawn();
    const onAnswers = vi.fn();
    render(<RespondentApp document={document} page={page} sanitizeHtml={asHtml} onAnswers={onAnswers} onNext={() => {}} />);
    expect(screen.queryAllByText('How many cups a day?')).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('Yes'));
    expect(screen.getByLabelText('Yes')).toBeChecked();
    // q2 shows only to a coffee drinker: the answer re-settled visibility.
    expect(screen.getAllByText('How many cups a day?').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByLabelText('Tea'));
    expect(screen.getByLabelText('Tea')).toBeChecked();
    // Another group's answer left the first one as it was.
    expect(screen.getByLabelText('Yes')).toBeChecked();

    fireEvent.click(screen.getByLabelText('Service: Bad'));
    expect(screen.getByLabelText('Service: Bad')).toBeChecked();
    expect(screen.getByLabelText('Price: Bad')).not.toBeChecked();

    fireEvent.click(screen.getByLabelText('No'));
    expect(screen.queryAllByText('How many cups a day?')).toHaveLength(0);
    expect(screen.getByText('Sorry to hear that.')).toBeTruthy();
    expect(onAnswers).toHaveBeenLastCalledWith({
      q1: { ag1: { type: 'single', value: { code: '2', other: {} } } },
      q3: { ag3: { type: 'multi', value: { codes: ['1'], other: {} } } },
      gq1: { gag: { type: 'single', value: { code: '2', other: {} } } },
    });
  });

  it('pipes an answer into a text on the same page as it is given, a typed script as text', () => {
    const item = (type: string, id: string) => `<span dt-id="${id}" dt-type="${type}" dt-value="label"></span>`;
    const echo = [
      createComponent('question', {
        id: 'q8', name: 'Q8', order: 9, parent: null, question_type: 'open_text',
        default_language_data: { question_text: `<p>You drink coffee: <em>${item('question', 'q1')}</em><script>alert(1)</script></p>` },
      }),
      createComponent('answer_group', { id: 'ag8', name: 'AG1', order: 0, parent: { id: 'q8', kind: 'question' }, answer_group_type: 'open_text' }),
      createComponent('question', {
        id: 'q9', name: 'Q9', order: 10, parent: null, question_type: 'single',
        default_language_data: { question_text: `<p>Echo: ${item('answer_group', 'q8.ag8')}</p>` },
      }),
      createComponent('answer_group', { id: 'ag9', name: 'AG1', order: 0, parent: { id: 'q9', kind: 'question' }, answer_group_type: 'single' }),
    ];
    const all = [...content, ...echo];
    const { visible, responses } = settleVisibility(all, {});
    const liveTexts = liveTextsOf(all, lang);
    expect(liveTexts.map((live) => [live.componentId, live.reads])).toEqual([['q8', ['q1']], ['q9', ['q8']]]);
    // As the server draws it: texts piped with no answers yet, and the data's sanitised texts.
    const unpiped = (c: Component): Component => {
      const text = (c as Component & { default_language_data?: Record<string, string> }).default_language_data?.question_text ?? '';
      return { ...c, default_language_data: { question_text: text.replace(/<span dt-id[^>]*><\/span>/g, '') } } as Component;
    };
    const drawnAll = all.map((c) => (c.id === 'q8' || c.id === 'q9' ? unpiped(c) : c));
    const html = sanitizedTexts(liveTexts.map((live) => live.html), sanitizedTexts(['<p>You drink coffee: <em></em><script>alert(1)</script></p>', '<p>Echo: </p>']));
    const shownNow = new Set(visible.map((c) => c.id));
    const page: DocumentPage = {
      kind: 'page', pageId: 'p1', pageNumber: 1, idempotencyKey: 'k', canGoBack: false,
      components: drawnAll.filter((c) => shownNow.has(c.id)), items: drawnAll.filter((c) => c.parent === null && shownNow.has(c.id)),
      answers: {}, responses, problems: [], pageComponents: drawnAll, liveTexts,
      piping: { respondentId: 'r1', today: '2026-11-27', answers: {}, contact: {} },
    };
    const document: RespondentDocument = { title: 'Coffee', lang, theme: {}, stylesheets: [], styleNonce: '', action: '/s/s', body: page };
    const { container } = render(<RespondentApp document={document} page={page} sanitizeHtml={sanitisedBy(html)} html={html} onNext={() => {}} />);
    // A question's text: the paragraph that starts with these words.
    const textOf = (start: string) => screen.getByText((_, element) => element?.tagName === 'P' && element.textContent?.startsWith(start) === true);
    expect(textOf('You drink').innerHTML).toBe('You drink coffee: <em></em>');

    fireEvent.click(screen.getByLabelText('Yes'));
    expect(textOf('You drink').innerHTML).toBe('You drink coffee: <em>Yes</em>');
    fireEvent.click(screen.getByLabelText('No'));
    expect(textOf('You drink').innerHTML).toBe('You drink coffee: <em>No</em>');

    const typed = '<img src=x onerror="alert(2)">';
    fireEvent.change(screen.getAllByRole('textbox').at(-1)!, { target: { value: typed } });
    expect(textOf('Echo').textContent).toBe(`Echo: ${typed}`);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });
});
