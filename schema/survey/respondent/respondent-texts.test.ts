// The page's own texts follow the respondent's language: base languages, regional variants, and
// English for a language we have no texts for; the page checks' default messages follow too.
import { describe, expect, it } from 'vitest';
import { RESPONDENT_TEXT_LANGUAGES, respondentTexts } from './respondent-texts';
import { requiredMessage } from './required';
import { createComponent } from '../components/component';

describe('respondentTexts', () => {
  it('gives each language its own texts, every one filled', () => {
    const seen = new Set<string>();
    for (const language of RESPONDENT_TEXT_LANGUAGES) {
      const texts = respondentTexts(language);
      const strings = [texts.next, texts.back, texts.page(3), texts.language, texts.changeLanguage, texts.problem, texts.required, ...Object.values(texts.ends)];
      for (const text of strings) expect(text.trim(), `${language}: an empty text`).not.toBe('');
      expect(texts.page(3)).toContain('3');
      seen.add(texts.next);
    }
    // No language copied another's buttons by mistake.
    expect(seen.size).toBe(RESPONDENT_TEXT_LANGUAGES.length);
  });

  it('reads a regional variant in its base language and anything else in English', () => {
    expect(respondentTexts('fr_CA').next).toBe('Suivant');
    expect(respondentTexts('pt-BR').back).toBe('Voltar');
    expect(respondentTexts('DE').next).toBe('Weiter');
    expect(respondentTexts('tlh').next).toBe('Next');
    expect(respondentTexts('').next).toBe('Next');
  });

  it('is where the required rule’s default message comes from, a custom message still winning', () => {
    const question = createComponent('question', { id: 'q1', question_type: 'single' });
    const group = createComponent('answer_group', { id: 'ag1', answer_group_type: 'single', parent: { id: 'q1', kind: 'question' } });
    expect(requiredMessage(question, group, { language: 'de', defaultLanguage: 'en' })).toBe('Dieses Feld ist erforderlich');
    expect(requiredMessage(question, group, { language: 'en', defaultLanguage: 'en' })).toBe('This field is required');
    const custom = { ...question, additional_language_data: { de: { error_message: 'Bitte wählen' } } };
    expect(requiredMessage(custom, group, { language: 'de', defaultLanguage: 'en' })).toBe('Bitte wählen');
  });
});
