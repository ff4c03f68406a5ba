// /dashboard: a greeting, the Survey shortcut and the most recently changed surveys.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ListChecks, Plus } from 'lucide-react';
import type { SurveyListItem } from '../../api/types';
import { useLogin } from '../../app/session-context';
import { StatusBeacon } from '../../widgets/feedback';
import { NewSurveyDialog } from '../surveys/new-survey-dialog';
import { formatSurveyDate } from '../../widgets/format';
import { surveyStatus } from '../surveys/survey-status';
import { DashboardProgress } from '../progress/dashboard-progress';
import { RespondentCountsProvider, RespondentCountsText, useRespondentCountsStore } from '../progress/respondent-counts';

export function DashboardPage({ surveys }: { surveys: readonly SurveyListItem[] }) {
  const login = useLogin();
  const [creating, setCreating] = useState(false);
  const recent = surveys.slice(0, 5);
  const counts = useRespondentCountsStore();
  return (
    <section className="page" aria-labelledby="dashboard-title">
      <header className="page-header">
        <h1 id="dashboard-title">Welcome{login?.user.first_name ? `, ${login.user.first_name}` : ''}</h1>
      </header>
      <div className="shortcuts">
        <Link to="/surveys" className="shortcut">
          <ListChecks aria-hidden size={28} />
          <span className="shortcut-title">Survey</span>
          <span className="muted">Design, publish and field your surveys</span>
        </Link>
        <button type="button" className="shortcut" onClick={() => setCreating(true)}>
          <Plus aria-hidden size={28} />
          <span className="shortcut-title">New survey</span>
          <span className="muted">Start from an empty survey</span>
        </button>
      </div>
      <DashboardProgress surveys={surveys} />
      <h2>Recent surveys</h2>
      {recent.length === 0 ? <p className="muted">No surveys yet.</p> : (
        <RespondentCountsProvider store={counts}>
          <ul className="recent-list">
            {recent.map((s) => (
              <li key={s.id}>
                <Link to="/surveys/$surveyId/overview" params={{ surveyId: s.id }}>{s.title}</Link>
                <StatusBeacon status={surveyStatus(s)} />
                <RespondentCountsText survey={{ id: s.id, region: s.region, status: surveyStatus(s) }} />
                <span className="muted">Updated {formatSurveyDate(s.updated_at)}</span>
              </li>
            ))}
          </ul>
        </RespondentCountsProvider>
      )}
      <NewSurveyDialog open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
