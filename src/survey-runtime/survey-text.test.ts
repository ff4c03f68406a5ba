import { describe, expect, it } from 'vitest';
import { languageName, localText, plainText } from './survey-text';

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

describe('plainText', () => {
  it('decodes character references after removing tags, the same on the server as in a browser', () => {
    expect(plainText('<p>Tom &amp; Jerry &lt;b&gt; &#233;t&#xE9;&nbsp;!</p>')).toBe('Tom & Jerry <b> été !');
    expect(plainText('<p>One</p><p>Two<br>Three</p>')).toBe('One Two Three');
    expect(plainText('<p>Do you <b>commute</b>?</p>')).toBe('Do you commute?');
    expect(plainText('&unknown; stays')).toBe('&unknown; stays');
  });
});
