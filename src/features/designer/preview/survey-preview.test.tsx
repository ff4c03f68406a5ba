// @vitest-environment jsdom
import '../../../widgets/feedback/dom-test-setup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Component } from '../../../../schema';
import { DEFAULT_PREVIEW_SIZE } from './preview-size';
import { SurveyPreview, type PreviewSurvey } from './survey-preview';
import { fixtureSurvey, surveyComponents } from './survey-fixture';

function Live({ survey = fixtureSurvey, components = surveyComponents(), language }: { survey?: PreviewSurvey; components?: Component[]; language?: string }) {
  const [size, setSize] = useState(DEFAULT_PREVIEW_SIZE);
  return <SurveyPreview survey={survey} components={components} language={language} size={size} onSizeChange={setSize} />;
}

const setup = (props: Parameters<typeof Live>[0] = {}) => {
  render(<Live {...props} />);
  return userEvent.setup();
};

describe('SurveyPreview', () => {
  it('shows the survey title, questions in tree order and info text', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Coffee habits' })).toBeInTheDocument();
    const frame = screen.getByRole('region', { name: 'Survey preview' });
    const text = frame.textContent ?? '';
    expect(text.indexOf('Do you drink coffee?')).toBeLessThan(text.indexOf('What else do you drink?'));
    expect(text.indexOf('What else do you drink?')).toBeLessThan(text.indexOf('Rate our café'));
    expect(screen.getByText('Thanks for your time so far.')).toBeInTheDocument();
  });

  it('shows a question live once its visibility condition holds', async () => {
    const user = setup();
    const cups = () => screen.queryByRole('textbox', { name: 'How many cups a day?' });
    expect(cups()).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(cups()).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(cups()).not.toBeInTheDocument();
  });

  it('shows a conditional text while its condition holds', async () => {
    const user = setup();
    expect(screen.queryByText('Sorry to hear that.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByText('Sorry to hear that.')).toBeInTheDocument();
  });

  it('deselects the other answers when an exclusive one is chosen', async () => {
    const user = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Tea' }));
    await user.click(screen.getByRole('checkbox', { name: 'Juice' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nothing' }));
    expect(screen.getByRole('checkbox', { name: 'Nothing' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tea' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Juice' })).not.toBeChecked();
  });

  it("chooses the 'other' answer when its box is typed in", async () => {
    const user = setup();
    const box = screen.getByRole('textbox', { name: 'Something else: please specify' });
    expect(box).toBeEnabled();
    await user.type(box, 'Cocoa');
    expect(screen.getByRole('checkbox', { name: 'Something else' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Something else' }));
    expect(box).toHaveValue('');
  });

  it('leaves hidden questions out', () => {
    setup();
    expect(screen.queryAllByText('Secret question')).toEqual([]);
  });

  it('draws a grid as a table of its questions by answers', async () => {
    const user = setup();
    const table = screen.getByRole('table', { name: 'Rate our café' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Good', 'Bad']);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Service', 'Price']);
    await user.click(within(table).getByRole('radio', { name: 'Service: Bad' }));
    expect(within(table).getByRole('radio', { name: 'Service: Bad' })).toBeChecked();
    expect(within(table).getByRole('radio', { name: 'Price: Bad' })).not.toBeChecked();
  });

  it('explodes a grid into separate questions when asked to', () => {
    const components = surveyComponents().map((c) =>
      c.kind === 'grid' ? { ...c, presentation: { ...c.presentation, explode: true } } : c,
    );
    setup({ components });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Service' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Price' })).toBeInTheDocument();
  });

  it('switches language, falling back to the default text where there is no translation', async () => {
    const user = setup();
    await user.selectOptions(screen.getByLabelText('Language'), 'fr');
    expect(screen.getByRole('radiogroup', { name: 'Buvez-vous du café ?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Oui' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'What else do you drink?' })).toBeInTheDocument();
  });

  it('offers no language selector for a survey in one language', () => {
    setup({ survey: { ...fixtureSurvey, additional_languages: [] } });
    expect(screen.queryByLabelText('Language')).not.toBeInTheDocument();
  });

  it('shows the required message only after "Check answers"', async () => {
    const user = setup();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(screen.getByRole('status')).toHaveTextContent('3 required answers are missing.');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 required answers are missing.');
  });

  it('marks a required question at the end of its text, not on a lone line above its answers', () => {
    setup();
    const frame = screen.getByRole('region', { name: 'Survey preview' });
    const required = screen.getByText('Do you drink coffee?', { selector: 'p' }).closest('.survey-page__question-text');
    const optional = screen.getByText('What else do you drink?', { selector: 'p' }).closest('.survey-page__question-text');
    expect(required).toHaveClass('survey-page__question-text--required');
    expect(optional).not.toHaveClass('survey-page__question-text--required');
    expect(screen.getByRole('radiogroup', { name: 'Do you drink coffee?' })).toHaveAttribute('aria-required', 'true');
    // The answers' hidden label holds no '*' of its own.
    expect(frame.querySelectorAll('.field__required')).toHaveLength(0);
  });

  it('lists exit blocks at the end with their status and text', () => {
    setup();
    const exits = screen.getByRole('list', { name: 'Exit blocks' });
    expect(within(exits).getByText('Ends here: complete')).toBeInTheDocument();
    expect(within(exits).getByText('All done, thank you!')).toBeInTheDocument();
    expect(within(exits).getByText('Ends here: screened')).toBeInTheDocument();
  });

  it('puts the theme colours on the frame, defaulting the missing ones', () => {
    setup();
    const frame = screen.getByRole('region', { name: 'Survey preview' });
    expect(frame.style.getPropertyValue('--survey-primary')).toBe('#112233');
    expect(frame.style.getPropertyValue('--survey-background')).toBe('#f1f3f5');
  });
});
