// /surveys: the user's own surveys with status, client, project, access level and last update;
// search, sort, New Survey (top right), open, duplicate and delete with confirmation.
import { useMemo, useState } from 'react';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { Copy, Plus, Trash2 } from 'lucide-react';
import { deleteSurvey } from '../../../schema/api/admin/surveys';
import type { SurveyListItem } from '../../api/types';
import { ApiError } from '../../api/client';
import { mayCall } from '../../app/abilities';
import { useApi, useLogin } from '../../app/session-context';
import { Alert, Button, StatusBeacon } from '../../widgets/feedback';
import { DataTable, type TableColumn } from '../../widgets/table';
import { formatSurveyDate } from '../../widgets/format';
import { NewSurveyDialog } from './new-survey-dialog';
import { DeleteSurveyDialog } from './delete-survey-dialog';
import { duplicateSurvey } from './survey-api';
import { surveyStatus } from './survey-status';
import { countsColumn } from '../progress/counts-column';
import { RespondentCountsProvider, useRespondentCountsStore } from '../progress/respondent-counts';

export function SurveysPage({ surveys }: { surveys: readonly SurveyListItem[] }) {
  const api = useApi();
  const login = useLogin();
  const router = useRouter();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<SurveyListItem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const counts = useRespondentCountsStore();
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? surveys.filter((s) => `${s.title} ${s.name} ${s.id}`.toLowerCase().includes(q)) : surveys;
  }, [surveys, query]);

  const duplicate = async (survey: SurveyListItem) => {
    setFailure(null);
    try {
      const copy = await duplicateSurvey(api, survey.id);
      await router.invalidate();
      await navigate({ to: '/surveys/$surveyId/overview', params: { surveyId: copy.id } });
    } catch (error) {
      setFailure(`“${survey.title}” could not be duplicated: ${error instanceof ApiError ? error.message : 'Unknown'}`);
    }
  };

  const columns: TableColumn<SurveyListItem>[] = [
    { label: 'Title', value: 'title', sort: true, render: (s) => <Link to="/surveys/$surveyId/overview" params={{ surveyId: s.id }}>{s.title}</Link> },
    { label: 'Status', value: surveyStatus, sort: true, render: (s) => <StatusBeacon status={surveyStatus(s)} /> },
    countsColumn(counts),
    { label: 'Client', value: (s) => s.development_fields.client_id ?? '—', sort: true },
    { label: 'Project', value: (s) => s.development_fields.project_id ?? '—', sort: true },
    { label: 'Access', value: 'access_level', sort: true },
    // Sorted by the ISO time, shown as DD/MM/YYYY.
    { label: 'Last update', value: 'updated_at', sort: true, render: (s) => formatSurveyDate(s.updated_at) },
    {
      label: 'Actions', value: () => '', render: (s) => (
        <span className="row-actions">
          <Button size="xs" variant="ghost" aria-label={`Duplicate ${s.title}`} onClick={() => void duplicate(s)}>
            <Copy aria-hidden size={16} />
          </Button>
          {mayCall(deleteSurvey, login, s.access_level) && (
            <Button size="xs" variant="ghost" aria-label={`Delete ${s.title}`} onClick={() => setDeleting(s)}>
              <Trash2 aria-hidden size={16} />
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <section className="page" aria-labelledby="surveys-title">
      <header className="page-header">
        <h1 id="surveys-title">Surveys</h1>
        <Button variant="primary" onClick={() => setCreating(true)}>
          <Plus aria-hidden size={18} /> New Survey
        </Button>
      </header>
      <div className="toolbar">
        <label className="search">
          <span className="visually-hidden">Search surveys</span>
          <input type="search" placeholder="Search surveys" value={query} onChange={(e) => setQuery(e.target.value)} />
        </label>
      </div>
      {failure && <Alert severity="error">{failure}</Alert>}
      <RespondentCountsProvider store={counts}>
        <DataTable caption="Your surveys" columns={columns} rows={shown} rowKey={(s) => s.id} exportName="surveys"
          emptyMessage={surveys.length === 0 ? 'You have no surveys yet. Create one with New Survey.' : `No surveys match “${query}”.`} />
      </RespondentCountsProvider>
      <NewSurveyDialog open={creating} onClose={() => setCreating(false)} />
      {deleting && <DeleteSurveyDialog survey={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
