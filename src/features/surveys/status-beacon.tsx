import type { SurveyStatus } from '../../api/types';

/** The survey's deployment status, shown upper case (spec §4). */
export function StatusBeacon({ status }: { status: SurveyStatus }) {
  return <span className={`status-beacon status-${status}`}><span className="status-dot" aria-hidden />{status.toUpperCase()}</span>;
}
