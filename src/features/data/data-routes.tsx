// The Data tab's routes under /surveys/{id}/manage: `data` (its filters and page in the URL, the
// published versions loaded), its table at `/`, and a respondent's page at `{respondentId}`. A
// child route rather than a side panel: on a phone the respondent gets the whole screen, and
// Back (browser or link) returns to the same filters and page. Made by a function the designer's
// route file calls with its `manage` route, so that file keeps one line for the tab.
import { createRoute, Link, Outlet, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { patchSurvey } from '../../../schema/api/admin/surveys';
import type { manageRoute } from '../../app/routes/designer';
import { Alert } from '../../widgets/feedback';
import { useDesignerSurvey, useMayOnSurvey } from '../designer/designer-context';
import { loadVersions } from '../designer/launch/launch-api';
import { dataSearchSchema } from './data-search';
import { DataTab } from './data-tab';
import { RespondentPage } from './respondent-page';

export function dataRoutes(getParentRoute: () => typeof manageRoute) {
  const dataRoute = createRoute({
    getParentRoute,
    path: 'data',
    staticData: { title: 'Data', routeName: 'survey-designer-data' },
    validateSearch: dataSearchSchema,
    loader: ({ context, params }) => loadVersions(context.session.api, params.surveyId),
    component: function DataLayout() {
      const versions = dataRoute.useLoaderData();
      const survey = useDesignerSurvey();
      if (!versions.ok) return <Alert severity="error" title="The published versions could not be loaded">{versions.message}</Alert>;
      if (versions.versions.length === 0) {
        return (
          <section className="data-tab" aria-labelledby="data-unpublished">
            <h2 id="data-unpublished">No data yet</h2>
            <p>Respondent data is available once the survey has been published.</p>
            <p><Link to="/surveys/$surveyId/launch/create-version" params={{ surveyId: survey.id }}>Publish</Link> a version, then share its link.</p>
          </section>
        );
      }
      return <Outlet />;
    },
  });

  const tableRoute = createRoute({
    getParentRoute: () => dataRoute,
    path: '/',
    component: function DataTable() {
      const survey = useDesignerSurvey();
      const versions = dataRoute.useLoaderData();
      const search = dataRoute.useSearch();
      const navigate = useNavigate();
      return (
        <DataTab surveyId={survey.id} surveyName={survey.name || survey.title} region={survey.region}
          versions={versions.ok ? versions.versions.map((v) => v.version).sort((a, b) => b - a) : []}
          search={search}
          onSearch={(next) => void navigate({ to: '/surveys/$surveyId/manage/data', params: { surveyId: survey.id }, search: next })}
          onOpen={(respondentId) => void navigate({ to: '/surveys/$surveyId/manage/data/$respondentId', params: { surveyId: survey.id, respondentId }, search })} />
      );
    },
  });

  const respondentRoute = createRoute({
    getParentRoute: () => dataRoute,
    path: '$respondentId',
    staticData: { title: 'Respondent', routeName: 'survey-designer-data' },
    params: { parse: (raw) => ({ respondentId: z.string().min(1).max(100).parse(raw.respondentId) }), stringify: (p) => p },
    component: function Respondent() {
      const survey = useDesignerSurvey();
      const { respondentId } = respondentRoute.useParams();
      const search = dataRoute.useSearch();
      const navigate = useNavigate();
      const canEdit = useMayOnSurvey(patchSurvey);
      return (
        <RespondentPage surveyId={survey.id} respondentId={respondentId} region={survey.region} canEdit={canEdit}
          onClose={() => void navigate({ to: '/surveys/$surveyId/manage/data', params: { surveyId: survey.id }, search })} />
      );
    },
  });

  return dataRoute.addChildren([tableRoute, respondentRoute]);
}
