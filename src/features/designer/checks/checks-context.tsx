// Hands the designer's screens the survey checks of the open draft.
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useDraftStore } from '../../drafts/draft-store-context';
import { checksFor, type ChecksSnapshot, type SurveyChecks } from './survey-checks';

const ChecksContext = createContext<SurveyChecks | null>(null);
const empty: ChecksSnapshot = { ready: false, findings: [] };
const noop = () => () => {};

export function ChecksProvider({ children }: { children: ReactNode }) {
  const checks = checksFor(useDraftStore());
  useEffect(() => checks.retain(), [checks]);
  return <ChecksContext.Provider value={checks}>{children}</ChecksContext.Provider>;
}

export function useChecks(): ChecksSnapshot {
  const checks = useContext(ChecksContext);
  return useSyncExternalStore(checks?.subscribe ?? noop, checks?.getSnapshot ?? (() => empty), checks?.getSnapshot ?? (() => empty));
}
