// The survey designer at /surveys/{id} and its nested redirects and children (spec §2).
import { createRoute, lazyRouteComponent, notFound, redirect, type AnyRoute, type ParsedLocation } from '@tanstack/react-router';
import { z } from 'zod';
import { appRoute } from './app';
import { requireFeature } from '../guards';
import { ApiError } from '../../api/client';
import { DesignerLayout } from '../../features/designer/designer-layout';
import { OverviewPage } from '../../features/designer/overview-page';
import { DesignerAreaPage } from '../../features/designer/designer-area-page';
import { loadVersions } from '../../features/designer/launch/launch-api';
import { getSurvey } from '../../features/surveys/survey-api';
import { LaunchPage } from '../../features/designer/launch/launch-page';
import { CreateVersionPage } from '../../features/designer/launch/create-version-page';
import type { Feature } from '../../api/types';
import { routingSearchSchema } from '../../features/designer/routing/routing-search';
import { useWhenIdle } from '../../features/layout/when-idle';
import { dataRoutes } from '../../features/data/data-routes';
import { ManageLayout } from '../../features/data/manage-layout';
import { needsDraft } from '../../features/designer/designer-tabs';
import { preloadDraft } from '../../features/drafts/use-open-draft-store';
import { sessionToken } from '../../features/auth/session-token';

export const designerRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'surveys/$surveyId',
  loader: async ({ context, params, location }) => {
    // The stored draft is read while the survey is fetched and the screens are set up: on a
    // reload of the largest survey that read is most of the wait for the overview's counts.
    if (needsDraft(location.pathname, params.surveyId)) preloadDraft(params.surveyId, sessionToken(context.session.auth));
    try {
      return await getSurvey(context.session.api, params.surveyId);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403)) throw notFound();
      throw error;
    }
  },
  component: function Designer() {
    // The tabs an author opens next bring the editor and the routing tree: their chunks are
    // fetched while the browser is idle, so the first click does not wait for the network.
    useWhenIdle(() => {
      void editTab.preload?.();
      void routingTab.preload?.();
    });
    return <DesignerLayout survey={designerRoute.useLoaderData()} />;
  },
});

const editTab = lazyRouteComponent(() => import('../../features/designer/edit/edit-page'), 'EditPage');
const routingTab = lazyRouteComponent(() => import('../../features/designer/routing/routing-page'), 'RoutingPage');
const quotasTab = lazyRouteComponent(() => import('../../features/quota-views/quotas-page'), 'QuotasPage');

/** Redirects a parent path to its default child: /surveys/x → /surveys/x/overview. */
const to = (segment: string) => ({ location }: { location: ParsedLocation }) => {
  throw redirect({ href: `${location.pathname.replace(/\/+$/, '')}/${segment}` });
};

const child = <TParent extends AnyRoute, TPath extends string>(parent: () => TParent, path: TPath, title: string, routeName: string, feature?: Feature) =>
  createRoute({
    getParentRoute: parent,
    path,
    staticData: { title, routeName },
    ...(feature ? { beforeLoad: ({ context, location }) => requireFeature(context.session, location, feature) } : {}),
    component: () => <DesignerAreaPage title={title} />,
  });

export const designerIndexRoute = createRoute({ getParentRoute: () => designerRoute, path: '/', beforeLoad: to('overview') });
export const overviewRoute = createRoute({
  getParentRoute: () => designerRoute,
  path: 'overview',
  staticData: { title: 'Survey overview', routeName: 'survey-designer-overview' },
  // The last published version; reloaded with the status after a publish (router invalidate).
  loader: ({ context, params }) => loadVersions(context.session.api, params.surveyId),
  component: function Overview() {
    return <OverviewPage versions={overviewRoute.useLoaderData()} />;
  },
});
// The editor brings the rich-text editor, preview and settings: loaded when first opened.
export const editRoute = createRoute({
  getParentRoute: () => designerRoute,
  path: 'edit',
  staticData: { title: 'Question editor', routeName: 'survey-designer-edit' },
  // item: a component (by cid) to open, e.g. from a refused publish's findings. Loose: the editor
  // keeps other parameters of its own (the editing language).
  validateSearch: z.looseObject({ item: z.string().optional() }),
  component: editTab,
});
export const routingRoute = createRoute({ getParentRoute: () => designerRoute, path: 'routing', staticData: { title: 'Routing', routeName: 'survey-designer-routing' }, validateSearch: routingSearchSchema, component: routingTab });

export const settingsRoute = createRoute({ getParentRoute: () => designerRoute, path: 'settings' });
export const settingsIndexRoute = createRoute({ getParentRoute: () => settingsRoute, path: '/', beforeLoad: to('details') });
export const settingsChildren = [
  child(() => settingsRoute, 'details', 'Survey details', 'survey-designer-settings'),
  child(() => settingsRoute, 'theme', 'Survey theme', 'survey-designer-settings'),
  child(() => settingsRoute, 'translations', 'Translations', 'survey-designer-settings'),
  child(() => settingsRoute, 'permissions', 'Permissions', 'survey-designer-settings'),
];

export const manageRoute = createRoute({ getParentRoute: () => designerRoute, path: 'manage', component: ManageLayout });
export const manageIndexRoute = createRoute({ getParentRoute: () => manageRoute, path: '/', beforeLoad: to('data') });
export const manageChildren = [
  createRoute({ getParentRoute: () => manageRoute, path: 'quotas', staticData: { title: 'Quotas', routeName: 'survey-designer-data' }, component: quotasTab }),
  dataRoutes(() => manageRoute),
  child(() => manageRoute, 'contacts', 'Contacts', 'survey-designer-data'),
];

export const launchRoute = createRoute({ getParentRoute: () => designerRoute, path: 'launch' });
export const launchIndexRoute = createRoute({
  getParentRoute: () => launchRoute,
  path: '/',
  staticData: { title: 'Launch', routeName: 'survey-designer-launch' },
  loader: ({ context, params }) => loadVersions(context.session.api, params.surveyId),
  component: function Launch() {
    return <LaunchPage versions={launchIndexRoute.useLoaderData()} />;
  },
});
export const createVersionRoute = createRoute({
  getParentRoute: () => launchRoute,
  path: 'create-version',
  staticData: { title: 'Create version', routeName: 'survey-designer-launch' },
  component: CreateVersionPage,
});
export const launchChildren = [
  launchIndexRoute,
  createVersionRoute,
  child(() => launchRoute, 'email', 'E-mail launch', 'survey-designer-launch', 'survey_deployment_email'),
  child(() => launchRoute, 'intercept', 'Intercept launch', 'survey-designer-launch', 'survey_deployment_intercept'),
];

