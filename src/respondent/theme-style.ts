// The survey's colours and custom CSS as the text of the document's one <style> element (its CSP
// nonce lets it in; style attributes would need 'unsafe-inline'). Colours are validated hex
// (themeColours), so nothing but a colour reaches the stylesheet. The custom CSS comes sanitised
// and scoped to the survey's root by the server (server/respondent/custom-css.ts), after the
// colours so the author's rules win.
import type { DocumentTheme } from '../../schema/api/respondent';
import { themeStyle } from '../survey-runtime/survey-theme';
import { RESPONDENT_ROOT_ID } from '../../schema/api/respondent/respondent-document';

export function themeStylesheet(theme: DocumentTheme, customCss?: string): string {
  const properties = Object.entries(themeStyle(theme) as Record<string, string>)
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  const colours = `.respondent{${properties}}`;
  if (!customCss) return colours;
  // Layout containment makes the root the box its descendants are positioned in (even `fixed`, were
  // one to slip through), so the author's rules lay nothing out over what is around the survey.
  return `${colours}#${RESPONDENT_ROOT_ID}{contain:layout}\n${customCss}`;
}
