// Opens the survey's draft store (the local-first engine) for the designer's screens, bound to
// the session: its token for saving, and the auth machine's refresh after a 401.
import { useCallback, useEffect, type ReactNode } from 'react';
import { waitFor } from 'xstate';
import { useSession } from '../../app/session-context';
import { DraftStoreProvider } from '../drafts/draft-store-context';
import { browserDraftDeps, useOpenDraftStore } from '../drafts/use-open-draft-store';
import { LoadingIndicator } from '../../widgets/feedback';
import { ChecksProvider } from './checks/checks-context';
import { FIRST_TREE, treeRowsCacheOf } from './edit/tree-rows';
import { cancelIdle, requestIdle } from '../layout/when-idle';
import type { DraftStore } from '../../../sync/draft-store';
import { sessionToken } from '../auth/session-token';

/**
 * Makes the editor's first tree once the draft is read and the page is idle, so the Edit tab
 * opens on rows already made (see treeRowsCacheOf).
 */
function usePrewarmedTree(store: DraftStore | null): void {
  useEffect(() => {
    if (!store) return;
    let idle: number | null = null;
    const warm = () => {
      if (!store.getSnapshot().ready || idle !== null) return;
      unsubscribe();
      idle = requestIdle(() => treeRowsCacheOf(store).rows(store.getSnapshot().doc, FIRST_TREE));
    };
    const unsubscribe = store.subscribe(warm);
    warm();
    return () => {
      unsubscribe();
      if (idle !== null) cancelIdle(idle);
    };
  }, [store]);
}

export function DesignerDraft({ surveyId, children }: { surveyId: string; children: ReactNode }) {
  const { auth } = useSession();
  const deps = useCallback((id: string) => browserDraftDeps({
    surveyId: id,
    token: () => sessionToken(auth),
    refreshToken: async () => {
      auth.send({ type: 'auth.refresh' });
      const settled = await waitFor(auth, (s) => s.matches({ signedIn: 'active' }) || s.matches('signedOut'));
      if (!settled.matches('signedIn')) throw new Error('Signed out');
    },
  }), [auth]);
  const store = useOpenDraftStore(surveyId, deps);
  usePrewarmedTree(store);
  if (!store) return <LoadingIndicator />;
  return (
    <DraftStoreProvider store={store}>
      <ChecksProvider>{children}</ChecksProvider>
    </DraftStoreProvider>
  );
}
