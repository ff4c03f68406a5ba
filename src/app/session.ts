// Wires the app's long-lived actors (auth, maintenance) to the API client and the browser.
// One instance per page; the router reads it through its context.
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { ApiClient } from '../api/client';
import type { Login, Token, User } from '../api/types';
import { login, refresh, revoke } from '../../schema/api/access/auth';
import { getOrganisation } from '../../schema/api/access/orgs';
import { authMachine } from '../features/auth/auth.machine';
import { clearLocalData, hasExpired, readStoredLogin, writeStoredLogin } from '../features/auth/login-store';
import { maintenanceMachine, statusFilePoller } from '../features/maintenance/maintenance.machine';
import { signOutDrafts } from '../features/drafts/use-open-draft-store';
import { sessionToken } from '../features/auth/session-token';

export const statusFileUrl = '/status/maintenance.json';

export interface Session {
  readonly api: ApiClient;
  readonly auth: ActorRefFrom<typeof authMachine>;
  readonly maintenance: ActorRefFrom<typeof maintenanceMachine>;
}

export function createSession(): Session {
  let auth: ActorRefFrom<typeof authMachine> | null = null;
  let maintenance: ActorRefFrom<typeof maintenanceMachine> | null = null;
  const api = new ApiClient({
    token: () => (auth ? sessionToken(auth) : null),
    onUnauthorized: () => auth?.send({ type: 'auth.unauthorized' }),
    onUnavailable: () => maintenance?.send({ type: 'maintenance.serverUnavailable' }),
  });

  /** After sign-in or refresh: fetch the organisation (features) with the new token. */
  const completeLogin = async (user: User, token: Token): Promise<Login> => {
    const org = user.org_id
      ? await api.call(getOrganisation, { params: { org_id: user.org_id }, token: token.code }).then((r) => r.org, () => null)
      : null;
    return { user, token, org };
  };

  auth = createActor(authMachine.provide({
    actors: {
      restore: fromPromise(async () => {
        const stored = readStoredLogin();
        if (stored && !hasExpired(stored, Date.now())) return stored;
        if (stored) await clearLocalData();
        return null;
      }),
      signIn: fromPromise(async ({ input }: { input: { email: string; password: string } }) => {
        const { user, token } = await api.call(login, { body: input });
        return completeLogin(user, token);
      }),
      refresh: fromPromise(async ({ input }: { input: Login }) => {
        const { user, token } = await api.call(refresh, { body: { token_code: input.token.code } });
        return completeLogin(user, token);
      }),
      signOut: fromPromise(async ({ input }: { input: Login | null }) => {
        if (input) {
          // Best effort: the token may already be dead (that may be why we are signing out).
          await api.call(revoke, { body: { token_code: input.token.code }, token: input.token.code }).catch(() => {});
        }
        // Close this page's draft database and tell other tabs first: an open connection
        // would block deleting it.
        await signOutDrafts().catch(() => {});
        await clearLocalData();
      }),
    },
    actions: {
      persist: (_, login) => {
        if (login) writeStoredLogin(login);
      },
    },
  }));

  const hostAndPath = `${location.host}${import.meta.env.BASE_URL}`;
  maintenance = createActor(maintenanceMachine.provide({ actors: { poll: statusFilePoller(statusFileUrl, hostAndPath) } }));
  auth.start();
  maintenance.start();
  return { api, auth, maintenance };
}
