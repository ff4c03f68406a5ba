// Hands a survey's draft store to the designer's screens. The page that opens the store (see
// use-open-draft-store.ts) provides it; every hook of this folder reads it from here.
import { createContext, useContext, type ReactNode } from 'react';
import type { DraftStore } from '../../../sync/draft-store';

const DraftStoreContext = createContext<DraftStore | null>(null);

export function DraftStoreProvider({ store, children }: { store: DraftStore; children: ReactNode }) {
  return <DraftStoreContext.Provider value={store}>{children}</DraftStoreContext.Provider>;
}

export function useDraftStore(): DraftStore {
  const store = useContext(DraftStoreContext);
  if (!store) throw new Error('useDraftStore needs a <DraftStoreProvider> above it (the survey designer layout)');
  return store;
}
