// Gives screens the page's session (API client, auth and maintenance actors).
import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { Login } from '../api/types';
import type { Session } from './session';

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() used outside <SessionContext.Provider>');
  return session;
}

export function useApi() {
  return useSession().api;
}

/** The signed-in login; screens under the authenticated layout always have one. */
export function useLogin(): Login | null {
  return useSelector(useSession().auth, (s) => s.context.login);
}
