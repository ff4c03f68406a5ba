// Moves the user when the session or maintenance changes under their feet (spec §2, §4):
// signed out (by request, expiry or a 401) → sign-in, keeping the place unless they chose to
// leave; maintenance on → /maintenance; maintenance over → the dashboard, or sign-in.
// Bound once at start-up, before the first render, so no change can be missed.
import type { AppRouter } from './router';
import type { Session } from './session';
import { maintenancePath } from './guards';

export function bindSessionNavigation(session: Session, router: AppRouter): () => void {
  const { auth, maintenance } = session;
  let authState = auth.getSnapshot().value;
  const authSub = auth.subscribe((snapshot) => {
    const previous = authState;
    authState = snapshot.value;
    if (previous !== 'signingOut' || !snapshot.matches('signedOut')) return;
    const here = router.state.location.href;
    const keepPlace = snapshot.context.signOutReason !== 'user' && !here.startsWith('/login');
    void router.navigate({ to: '/login', search: keepPlace ? { redirect: here } : {} });
  });

  const follow = (down: boolean) => {
    const atMaintenance = router.state.location.pathname === maintenancePath;
    if (down && !atMaintenance) void router.navigate({ to: maintenancePath });
    if (!down && atMaintenance) void router.navigate({ to: auth.getSnapshot().matches('signedIn') ? '/dashboard' : '/login' });
  };
  let wasDown = maintenance.getSnapshot().matches('down');
  const maintenanceSub = maintenance.subscribe((snapshot) => {
    const down = snapshot.matches('down');
    if (down !== wasDown) follow(down);
    wasDown = down;
  });
  return () => {
    authSub.unsubscribe();
    maintenanceSub.unsubscribe();
  };
}
