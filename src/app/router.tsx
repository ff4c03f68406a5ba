// The route tree and the router: every route of spec §2, a not-found page for unknown paths
// and denied access, and the session in the router context for the guards.
import { createRouter } from '@tanstack/react-router';
import type { Session } from './session';
import { loginRoute, logoutRoute, maintenanceRoute, rootRoute, setPasswordRoute } from './routes/root';
import * as app from './routes/app';
import * as designer from './routes/designer';
import { NotFoundPage } from '../features/errors/not-found-page';
import { PendingPage, RouteErrorPage } from '../features/errors/route-states';

const routeTree = rootRoute.addChildren([
  loginRoute, logoutRoute, setPasswordRoute, maintenanceRoute,
  app.appRoute.addChildren([
    app.indexRoute, app.surveyRedirectRoute, app.dashboardRoute, app.surveysRoute, app.profileRoute, app.helpRoute,
    app.surveyAliasesRoute, app.projectsRoute, app.projectRoute, app.clientsRoute, app.clientRoute,
    app.themesRoute, app.themeRoute, app.usersRoute, app.organisationsRoute, app.organisationRoute, app.libraryRoute, app.guideRoute,
    designer.designerRoute.addChildren([
      designer.designerIndexRoute, designer.overviewRoute, designer.editRoute, designer.routingRoute,
      designer.settingsRoute.addChildren([designer.settingsIndexRoute, ...designer.settingsChildren]),
      designer.manageRoute.addChildren([designer.manageIndexRoute, ...designer.manageChildren]),
      designer.launchRoute.addChildren(designer.launchChildren),
    ]),
  ]),
]);

export function createAppRouter(session: Session) {
  return createRouter({
    routeTree,
    context: { session },
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    defaultPendingComponent: PendingPage,
    defaultPreload: false,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
