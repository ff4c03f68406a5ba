// The manage area (/surveys/{id}/manage, spec §2: data, quotas, contacts) under the designer's
// Data tab: its own navigation between the areas built so far, so the quotas views are one click
// from the respondents' table and back. Contacts join the list with the e-mail launch issue.
import { Link, Outlet } from '@tanstack/react-router';
import { useDesignerSurvey } from '../designer/designer-context';
import './data.css';

const areas = [
  { path: 'data', label: 'Respondents' },
  { path: 'quotas', label: 'Quotas' },
] as const;

export function ManageLayout() {
  const survey = useDesignerSurvey();
  return (
    <>
      <nav className="manage-nav" aria-label="Respondent data">
        {areas.map((area) => (
          <Link key={area.path} to={`/surveys/$surveyId/manage/${area.path}`} params={{ surveyId: survey.id }} className="manage-nav__link"
            activeProps={{ className: 'manage-nav__link manage-nav__link--active', 'aria-current': 'page' }}>
            {area.label}
          </Link>
        ))}
      </nav>
      <Outlet />
    </>
  );
}
