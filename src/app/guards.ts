// Route guards (spec §2): sign-in with a redirect back, admin-only and feature-gated routes
// (denied → not found), and maintenance (every navigation goes to /maintenance).
import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import type { Feature, Login } from '../api/types';
import { hasFeature } from './abilities';
import type { Session } from './session';

/** The session once the auth machine has settled (restored, signed in or out). */
export async function settledLogin(session: Session): Promise<Login | null> {
  const snapshot = await waitFor(session.auth, (s) => s.matches('signedIn') || s.matches('signedOut'));
  return snapshot.matches('signedIn') ? snapshot.context.login : null;
}

export async function requireSignedIn(session: Session, location: ParsedLocation): Promise<Login> {
  const login = await settledLogin(session);
  if (!login) throw redirect({ to: '/login', search: { redirect: location.href } });
  return login;
}

export function isAdmin(login: Login | null): boolean {
  return login?.user.is_admin === true;
}

export { hasFeature } from './abilities';

export async function requireAdmin(session: Session, location: ParsedLocation): Promise<void> {
  if (!isAdmin(await requireSignedIn(session, location))) throw notFound();
}

export async function requireFeature(session: Session, location: ParsedLocation, feature: Feature): Promise<void> {
  if (!hasFeature(await requireSignedIn(session, location), feature)) throw notFound();
}

export function isUnderMaintenance(session: Session): boolean {
  return session.maintenance.getSnapshot().matches('down');
}

export const maintenancePath = '/maintenance';

export function requireAvailable(session: Session, location: ParsedLocation): void {
  if (isUnderMaintenance(session) && location.pathname !== maintenancePath) throw redirect({ to: maintenancePath });
}
