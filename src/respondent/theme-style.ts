// The survey's colours as the text of the document's one <style> element (its CSP nonce lets it
// in; style attributes would need 'unsafe-inline'). Colours are validated hex (themeColours), so
// nothing but a colour reaches the stylesheet.
import type { DocumentTheme } from '../../schema/api/respondent';
import { themeStyle } from '../survey-runtime/survey-theme';

export function themeStylesheet(theme: DocumentTheme): string {
  const properties = Object.entries(themeStyle(theme) as Record<string, string>)
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  return `.respondent{${properties}}`;
}
