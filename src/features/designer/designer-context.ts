import { createContext, useContext } from 'react';
import type { SurveySummary } from '../../api/types';

export const DesignerSurveyContext = createContext<SurveySummary | null>(null);

/** The survey open in the designer (set by the designer layout). */
export function useDesignerSurvey(): SurveySummary {
  const survey = useContext(DesignerSurveyContext);
  if (!survey) throw new Error('useDesignerSurvey() used outside the designer layout');
  return survey;
}
