// What an empty translation shows, so the translator sees what to translate: "Translate: " and the
// default language's text, without markup.
import { plainText } from '../../../survey-runtime';

/** "Translate: Do you commute?"; undefined when the default language has no text either. */
export function translationPlaceholder(defaultText: unknown): string | undefined {
  const text = typeof defaultText === 'string' ? plainText(defaultText) : '';
  return text === '' ? undefined : `Translate: ${text}`;
}
