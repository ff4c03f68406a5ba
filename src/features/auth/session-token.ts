// The signed-in author's API token, read one way wherever a call is made outside the ApiClient
// (the draft engine's transport, uploads, the export worker, live respondents, a route's preload).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine';

/** The token of a session's state, or null when no one is signed in. */
export const tokenOf = (snapshot: SnapshotFrom<typeof authMachine>): string | null => snapshot.context.login?.token.code ?? null;

/** The session's token now, or null when no one is signed in. */
export const sessionToken = (auth: ActorRefFrom<typeof authMachine>): string | null => tokenOf(auth.getSnapshot());
