// The root and the public routes: /login, /logout, /set-password, /maintenance.
import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import type { Session } from '../session';
import { isUnderMaintenance, maintenancePath, requireAvailable, settledLogin } from '../guards';
import { safeRedirect } from '../safe-redirect';
import { RootLayout } from '../../features/layout/root-layout';
import { NotFoundPage } from '../../features/errors/not-found-page';
import { LoginPage } from '../../features/login/login-page';
import { SetPasswordPage } from '../../features/login/set-password-page';
import { MaintenancePage } from '../../features/maintenance/maintenance-page';

export interface RouterContext {
  readonly session: Session;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  beforeLoad: ({ context, location }) => requireAvailable(context.session, location),
});

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  staticData: { title: 'Login', routeName: 'login' },
  validateSearch: z.object({ redirect: z.string().optional() }),
  beforeLoad: async ({ context, search }) => {
    // Signed in already: go where the user wanted (only same-origin paths).
    if (await settledLogin(context.session)) throw redirect({ href: safeRedirect(search.redirect) });
  },
  component: LoginPage,
});

export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'logout',
  beforeLoad: ({ context }) => {
    context.session.auth.send({ type: 'auth.signOut' });
    throw redirect({ to: '/login' });
  },
});

export const setPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'set-password',
  staticData: { title: 'Set password', routeName: 'set-password' },
  validateSearch: z.object({ token: z.string().optional() }),
  component: SetPasswordPage,
});

export const maintenanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: maintenancePath,
  staticData: { title: 'Maintenance', routeName: 'maintenance' },
  beforeLoad: async ({ context }) => {
    if (isUnderMaintenance(context.session)) return;
    throw redirect({ to: (await settledLogin(context.session)) ? '/dashboard' : '/login' });
  },
  component: MaintenancePage,
});

/** Only same-origin paths are followed after sign-in (no open redirects): ../safe-redirect.ts. */
export { safeRedirect };
