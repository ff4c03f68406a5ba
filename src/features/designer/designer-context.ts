import { createContext, useContext } from 'react';
import type { Endpoint } from '../../../schema/api';
import type { SurveySummary } from '../../api/types';
import { mayCall } from '../../app/abilities';
import { useLogin } from '../../app/session-context';

export const DesignerSurveyContext = createContext<SurveySummary | null>(null);

/** The survey open in the designer (set by the designer layout). */
export function useDesignerSurvey(): SurveySummary {
  const survey = useContext(DesignerSurveyContext);
  if (!survey) throw new Error('useDesignerSurvey() used outside the designer layout');
  return survey;
}

/** Whether the signed-in user may call `endpoint` on the open survey, by the rule the server
 *  applies to it (the survey PATCH for editing, the publish POST for publishing). */
export function useMayOnSurvey(endpoint: Pick<Endpoint, 'access'>): boolean {
  const survey = useDesignerSurvey();
  return mayCall(endpoint, useLogin(), survey.access_level);
}
