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
});
