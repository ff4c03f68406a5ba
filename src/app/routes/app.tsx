// The authenticated base layout and its top-level areas (spec §2).
import { createRoute, lazyRouteComponent, redirect, type RouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { rootRoute } from './root';
import { requireAdmin, requireFeature, requireSignedIn } from '../guards';
import { BaseLayout } from '../../features/layout/base-layout';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { SurveysPage } from '../../features/surveys/surveys-page';
import { ProfilePage } from '../../features/profile/profile-page';
import { HelpPage } from '../../features/help/help-page';
import { AreaPage } from '../../features/layout/area-page';
import { listSurveys } from '../../features/surveys/survey-api';

export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async ({ context, location }) => ({ login: await requireSignedIn(context.session, location) }),
  component: BaseLayout,
});

const page = (path: string, title: string, routeName: string, component: () => React.ReactNode) =>
  createRoute({ getParentRoute: () => appRoute, path, staticData: { title, routeName }, component });

export const indexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/dashboard' });
  },
});

export const surveyRedirectRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'survey',
  beforeLoad: () => {
    throw redirect({ to: '/surveys' });
  },
});

export const dashboardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'dashboard',
  staticData: { title: 'Dashboard', routeName: 'dashboard' },
  loader: ({ context }) => listSurveys(context.session.api),
  component: function Dashboard() {
    return <DashboardPage surveys={dashboardRoute.useLoaderData()} />;
  },
});

export const surveysRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'surveys',
  staticData: { title: 'Surveys', routeName: 'surveys' },
  loader: ({ context }) => listSurveys(context.session.api),
  component: function Surveys() {
    return <SurveysPage surveys={surveysRoute.useLoaderData()} />;
  },
});
export const profileRoute = page('profile', 'Profile', 'profile', ProfilePage);

export const helpRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'help',
  staticData: { title: 'Help', routeName: 'help' },
  validateSearch: z.object({ article: z.string().optional(), q: z.string().optional() }),
  component: HelpPage,
});

// Areas whose screens arrive with later issues: real routes (guards, titles, menu) today.
export const surveyAliasesRoute = page('survey-aliases', 'Survey aliases', 'survey-aliases', () => <AreaPage area="survey-aliases" />);
export const projectsRoute = page('projects', 'Projects', 'projects', () => <AreaPage area="projects" />);
export const projectRoute = page('projects/$projectId', 'Project', 'project', () => <AreaPage area="projects" />);
export const clientsRoute = page('clients', 'Clients', 'clients', () => <AreaPage area="clients" />);
export const clientRoute = page('clients/$clientId', 'Client', 'client', () => <AreaPage area="clients" />);

const gated = (path: string, title: string, routeName: string, guard: 'admin' | 'survey_multi_themes', component: RouteComponent) =>
  createRoute({
    getParentRoute: () => appRoute,
    path,
    staticData: { title, routeName },
    beforeLoad: ({ context, location }) =>
      guard === 'admin' ? requireAdmin(context.session, location) : requireFeature(context.session, location, guard),
    component,
  });

export const themesRoute = gated('themes', 'Themes', 'themes', 'survey_multi_themes', () => <AreaPage area="themes" />);
export const themeRoute = gated('themes/$themeId', 'Theme', 'theme', 'survey_multi_themes', () => <AreaPage area="themes" />);
export const usersRoute = gated('users', 'Users', 'users', 'admin', () => <AreaPage area="users" />);
export const organisationsRoute = gated('organisations', 'Organisations', 'organisations', 'admin', () => <AreaPage area="organisations" />);
export const organisationRoute = gated('organisations/$organisationId', 'Organisation', 'organisation', 'admin', () => <AreaPage area="organisations" />);
export const libraryRoute = gated('library', 'Library', 'library', 'admin', () => <AreaPage area="library" />);
// The style guide pulls in every widget (editors, charts): loaded only when an admin opens it.
export const guideRoute = gated('guide', 'Style guide', 'guide', 'admin', lazyRouteComponent(() => import('../../features/guide/guide-page'), 'GuidePage'));
