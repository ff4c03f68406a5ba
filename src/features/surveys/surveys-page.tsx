// /surveys: the user's own surveys (title, status, last update) and New Survey at top right.
import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import type { SurveySummary } from '../../api/types';
import { StatusBeacon } from './status-beacon';
import { NewSurveyDialog } from './new-survey-dialog';
import { surveyDate } from './survey-api';

export function SurveysPage({ surveys }: { surveys: readonly SurveySummary[] }) {
  const [creating, setCreating] = useState(false);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? surveys.filter((s) => s.title.toLowerCase().includes(q)) : surveys;
  }, [surveys, query]);

  return (
    <section className="page" aria-labelledby="surveys-title">
      <header className="page-header">
        <h1 id="surveys-title">Surveys</h1>
        <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
          <Plus aria-hidden size={18} /> New Survey
        </button>
      </header>
      <div className="toolbar">
        <label className="search">
          <span className="visually-hidden">Search surveys</span>
          <input type="search" placeholder="Search surveys" value={query} onChange={(e) => setQuery(e.target.value)} />
        </label>
        <span className="muted">{shown.length} {shown.length === 1 ? 'survey' : 'surveys'}</span>
      </div>
      {surveys.length === 0 ? (
        <div className="empty-state"><p>You have no surveys yet. Create one with New Survey.</p></div>
      ) : (
        <table className="table">
          <thead>
            <tr><th scope="col">Title</th><th scope="col">Status</th><th scope="col">Last update</th></tr>
          </thead>
          <tbody>
            {shown.map((survey) => (
              <tr key={survey.id}>
                <td><Link to="/surveys/$surveyId/overview" params={{ surveyId: survey.id }}>{survey.title}</Link></td>
                <td><StatusBeacon status={survey.deployment_info.status} /></td>
                <td>{surveyDate(survey.updated_at)}</td>
              </tr>
            ))}
            {shown.length === 0 && <tr><td colSpan={3} className="muted">No surveys match “{query}”.</td></tr>}
          </tbody>
        </table>
      )}
      {creating && <NewSurveyDialog onClose={() => setCreating(false)} />}
    </section>
  );
}
