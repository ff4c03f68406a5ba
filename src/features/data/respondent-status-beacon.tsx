// A respondent's status as the kit's status beacon shows it (spec §1), with a screened
// respondent's reason ("Manual" after an edit, spec §4) beside it.
import { StatusBeacon } from '../../widgets/feedback';
import type { RespondentStatus } from './respondent-filter';

export const respondentStatusLabels: Readonly<Record<RespondentStatus, string>> = {
  not_started: 'Not started',
  incomplete: 'Incomplete',
  complete: 'Complete',
  screened: 'Screened',
  quota_full: 'Quota full',
  closed: 'Closed',
};

export function RespondentStatusBeacon({ status, reason }: { status: RespondentStatus; reason?: string | null }) {
  return (
    <span className="respondent-status">
      <StatusBeacon status={status} />
      {status === 'screened' && reason ? <span className="respondent-status__reason">{reason}</span> : null}
    </span>
  );
}
