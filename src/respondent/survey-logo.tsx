// The theme's logo at the top of every respondent page (Theme.logo_url, spec §3). The server hands
// over only an absolute http(s) address (server/respondent/survey-look.ts) and the page's CSP admits
// images from it. Its alternative text is the theme's title, else the survey's.
import type { DocumentTheme } from '../../schema/api/respondent/respondent-document';

export function SurveyLogo({ theme, surveyTitle }: { readonly theme: DocumentTheme; readonly surveyTitle: string }) {
  if (!theme.logo_url) return null;
  return <img className="respondent__logo" src={theme.logo_url} alt={theme.title?.trim() || surveyTitle} />;
}
