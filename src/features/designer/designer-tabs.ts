// The designer's tabs (spec §2) in one table: where each goes, the statuses it is available in,
// and whether its screens are built yet. A tab not available says why.
import type { SurveyStatus } from '../../api/types';

export interface DesignerTab {
  readonly id: 'overview' | 'edit' | 'routing' | 'settings' | 'launch' | 'data';
  readonly label: string;
  /** Below /surveys/{id}; a literal, so links to it are checked against the route tree. */
  readonly path: 'overview' | 'edit' | 'routing' | 'settings/details' | 'launch' | 'manage';
  /** Statuses in which the tab can be used; data exists only once the survey has been published. */
  readonly statuses: readonly SurveyStatus[];
  readonly built: boolean;
}

const all: readonly SurveyStatus[] = ['draft', 'test', 'live', 'closed'];

export const designerTabs: readonly DesignerTab[] = [
  { id: 'overview', label: 'Overview', path: 'overview', statuses: all, built: true },
  { id: 'edit', label: 'Edit', path: 'edit', statuses: all, built: true },
  { id: 'routing', label: 'Routing', path: 'routing', statuses: all, built: true },
  { id: 'settings', label: 'Settings', path: 'settings/details', statuses: all, built: false },
  { id: 'launch', label: 'Launch', path: 'launch', statuses: all, built: true },
  { id: 'data', label: 'Data', path: 'manage', statuses: ['test', 'live', 'closed'], built: true },
];

/** Why a tab cannot be opened now, or null when it can. */
export function tabUnavailableReason(tab: DesignerTab, status: SurveyStatus): string | null {
  if (!tab.built) return `${tab.label} is coming in a later release`;
  if (!tab.statuses.includes(status)) return `${tab.label} is available once the survey has been published`;
  return null;
}

/**
 * Whether a survey page needs the design's draft: every tab but the respondent data's (Data,
 * Quotas, Contacts), which read the regional data service only. Opening the draft pulls the whole
 * design (35 MB on the largest survey) and runs the checks over it, which on the Data tab only
 * delayed its first rows.
 */
export const needsDraft = (pathname: string, surveyId: string) => !pathname.startsWith(`/surveys/${surveyId}/manage`);
