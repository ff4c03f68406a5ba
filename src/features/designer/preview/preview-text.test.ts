import { describe, expect, it } from 'vitest';
import { languageName, localText, plainText } from './preview-text';

const holder = {
  default_language_data: { question_text: 'Hello', instruction_text: 'Pick one' },
  additional_language_data: { fr: { question_text: 'Bonjour', instruction_text: ' ' } },
};

describe('preview texts', () => {
  it('shows the translation, falling back to the default language when it is missing or blank', () => {
    const lang = { language: 'fr', defaultLanguage: 'en' };
    expect(localText(holder, 'question_text', lang)).toBe('Bonjour');
    expect(localText(holder, 'instruction_text', lang)).toBe('Pick one');
    expect(localText(holder, 'question_text', { language: 'en', defaultLanguage: 'en' })).toBe('Hello');
  });

  it('reads HTML as plain text', () => {
    expect(plainText('<p>Do you <b>drink</b>\n coffee?</p>')).toBe('Do you drink coffee?');
  });

  it('names languages it knows and keeps codes it does not', () => {
    expect(languageName('fr')).toBe('French (fr)');
    expect(languageName('xx')).toBe('xx');
    expect(languageName('pt_BR')).toBe('Brazilian Portuguese (pt_BR)');
  });
});
