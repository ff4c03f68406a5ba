// /surveys/{id}/manage/quotas: every quota, quota group and definition with count, target and
// fill, in the grid, list and data views (spec §2), live: the service's event stream reloads the
// figures after each burst of respondents. Before the survey is published there is nothing to
// count, and a survey without quotas points to where quotas are made.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Alert, LoadingIndicator } from '../../widgets/feedback';
import { PillTabs } from '../../widgets/navigation';
import { useDesignerSurvey } from '../designer/designer-context';
import { surveyStatus } from '../surveys/survey-status';
import { LiveRefresh, useRevision } from '../progress/live-refresh';
import { useRespondentQuery } from '../progress/respondent-query';
import type { RespondentDataRegion } from '../../../schema/api/respondent-data';
import { QUOTAS_QUERY, type QuotasReply } from './quota-operations';
import { quotaViews, type QuotaView } from './quota-model';
import { QuotaGridView } from './quota-grid-view';
import { QuotaListView } from './quota-list-view';
import { QuotaDataView } from './quota-data-view';
import './quota-views.css';

const views = [
  { value: 'grid', label: 'Grid', View: QuotaGridView },
  { value: 'list', label: 'List', View: QuotaListView },
  { value: 'data', label: 'Data', View: QuotaDataView },
] as const;
type ViewName = (typeof views)[number]['value'];

export function QuotasPage() {
  const survey = useDesignerSurvey();
  const published = surveyStatus(survey) !== 'draft';
  return (
    <section className="quotas-page" aria-labelledby="quotas-title">
      <h2 id="quotas-title">Quotas</h2>
      {published ? <PublishedQuotas surveyId={survey.id} region={survey.region} /> : (
        <div className="empty-state" role="status">
          <p>This survey has not been published yet, so no respondent has been counted against its quotas.</p>
          <p><Link to="/surveys/$surveyId/launch" params={{ surveyId: survey.id }}>Publish it from Launch</Link></p>
        </div>
      )}
    </section>
  );
}

function PublishedQuotas({ surveyId, region }: { surveyId: string; region: RespondentDataRegion }) {
  const [revision, bump] = useRevision();
  const [view, setView] = useState<ViewName>('grid');
  const load = useRespondentQuery<QuotasReply>({ region, query: QUOTAS_QUERY, variables: { surveyId }, revision });
  return (
    <>
      <LiveRefresh surveyId={surveyId} region={region} onChange={bump} />
      {load.kind === 'loading' && <LoadingIndicator label="Loading quotas" />}
      {load.kind === 'error' && <Alert severity="error" title="Quotas could not be loaded">{load.message}</Alert>}
      {load.kind === 'ready' && (load.value.quotas.length === 0 ? <NoQuotas surveyId={surveyId} /> : (
        <QuotaViews quotas={quotaViews(load.value.quotas)} view={view} onView={setView} />
      ))}
    </>
  );
}

function QuotaViews({ quotas, view, onView }: { quotas: readonly QuotaView[]; view: ViewName; onView: (view: ViewName) => void }) {
  const definitions = quotas.reduce((n, quota) => n + quota.groups.reduce((m, group) => m + group.definitions.length, 0), 0);
  return (
    <>
      <p className="muted">
        {quotas.length} {quotas.length === 1 ? 'quota' : 'quotas'}, {definitions} {definitions === 1 ? 'definition' : 'definitions'}; counts update as respondents finish.
      </p>
      <PillTabs
        label="Quota view"
        value={view}
        onValueChange={(value) => onView(views.find((v) => v.value === value)?.value ?? 'grid')}
        tabs={views.map(({ value, label, View }) => ({ value, label, content: <View quotas={quotas} /> }))}
      />
    </>
  );
}

function NoQuotas({ surveyId }: { surveyId: string }) {
  return (
    <div className="empty-state" role="status">
      <p>This survey has no quotas.</p>
      <p>
        <Link to="/surveys/$surveyId/edit" params={{ surveyId }}>Add quotas in the question editor</Link>{' '}
        <span className="muted">(Add → Quota)</span>
      </p>
    </div>
  );
}
