// The status line says how the respondent's answers stand, in the page's language (the texts the
// document carries), and after a refusal that the page needs a change and what was kept.
import { describe, expect, it } from 'vitest';
import { ENGLISH_STATUS_TEXTS, RESPONDENT_TEXT_LANGUAGES, statusTexts } from '../../schema/survey/respondent/respondent-texts';
import { statusText, type ConnectionStatus } from './status-line';

const status = (change: Partial<ConnectionStatus>): ConnectionStatus => ({ queue: { kind: 'idle' }, online: true, wasOffline: true, refused: null, ...change });

describe('the status line', () => {
  it('is written in every language the page texts are, each text filled', () => {
    const seen = new Set<string>();
    for (const language of RESPONDENT_TEXT_LANGUAGES) {
      const texts = statusTexts(language);
      for (const [name, text] of Object.entries(texts)) expect(text.trim(), `${language} ${name}`).not.toBe('');
      expect(texts.waiting).toContain('{n}');
      seen.add(texts.offline);
    }
    expect(seen.size).toBe(RESPONDENT_TEXT_LANGUAGES.length);
    expect(statusTexts('de_AT')).toBe(statusTexts('de'));
    expect(statusTexts('tlh')).toBe(ENGLISH_STATUS_TEXTS);
  });

  it('says how the answers stand in the texts it is given, English without', () => {
    const german = statusTexts('de');
    expect(statusText(status({ online: false }), german)).toBe(german.offline);
    expect(statusText(status({ queue: { kind: 'waiting', pending: 3, reason: 'busy' } }), german)).toContain(': 3.');
    expect(statusText(status({ queue: { kind: 'sending', pending: 1 } }), german)).toBe(german.sending);
    expect(statusText(status({}), german)).toBe(german.sent);
    expect(statusText(status({}))).toBe('Your answers have been sent.');
    // Online all along: a page sent goes unremarked.
    expect(statusText(status({ wasOffline: false }), german)).toBe('');
  });

  it('after a refusal, asks for the page to be checked and says the later pages are kept', () => {
    const texts = statusTexts('fr');
    expect(statusText(status({ refused: { setAside: 2 } }), texts)).toBe(`${texts.refused} ${texts.setAside}`);
    expect(statusText(status({ refused: { setAside: 0 } }), texts)).toBe(texts.refused);
    // Sending the page again: back to how the answers stand.
    expect(statusText(status({ refused: { setAside: 2 }, queue: { kind: 'sending', pending: 1 } }), texts)).toBe(texts.sending);
  });
});
