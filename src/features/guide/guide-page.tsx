// /guide (admins only): every widget of the interface kit, live, in each of its states, in the
// light and dark colour schemes.
import { useState } from 'react';
import { applyColourScheme, storedColourScheme, type ColourScheme } from '../../app/colour-scheme';
import { FeedbackSection } from './sections/feedback-section';
import { OverlaySection } from './sections/overlay-section';
import { ContentSection } from './sections/content-section';
import { FormSection } from './sections/form-section';
import { AnswerSection } from './sections/answer-section';

export function GuidePage() {
  const [scheme, setScheme] = useState<ColourScheme>(storedColourScheme);
  const choose = (next: ColourScheme) => {
    setScheme(next);
    applyColourScheme(next);
  };
  return (
    <section className="page guide" aria-labelledby="guide-title">
      <header className="page-header">
        <h1 id="guide-title">Style guide</h1>
        <fieldset className="scheme-switch">
          <legend className="visually-hidden">Colour scheme</legend>
          {(['light', 'dark'] as const).map((option) => (
            <label key={option}>
              <input type="radio" name="scheme" value={option} checked={scheme === option} onChange={() => choose(option)} />
              {option === 'light' ? 'Light' : 'Dark'}
            </label>
          ))}
        </fieldset>
      </header>
      <FeedbackSection />
      <OverlaySection />
      <ContentSection />
      <FormSection />
      <AnswerSection />
    </section>
  );
}
