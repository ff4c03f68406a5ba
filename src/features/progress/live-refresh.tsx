// Reloads a view when a survey's respondents change: the Data tab's event stream
// (src/features/data/use-live-respondents.ts), debounced there, turned into a revision number the
// view's query reloads on. Rendered only while the survey has respondents to follow, as a hook
// cannot be called conditionally.
import { useCallback, useState } from 'react';
import type { RespondentDataRegion } from '../../../schema/api/respondent-data';
import { useLiveRespondents } from '../data/use-live-respondents';

export function LiveRefresh({ surveyId, region, onChange }: { surveyId: string; region: RespondentDataRegion; onChange: () => void }) {
  useLiveRespondents(surveyId, region, onChange);
  return null;
}

/** A revision that `bump` moves on, for LiveRefresh's `onChange`. */
export function useRevision(): [revision: number, bump: () => void] {
  const [revision, setRevision] = useState(0);
  const bump = useCallback(() => setRevision((value) => value + 1), []);
  return [revision, bump];
}
