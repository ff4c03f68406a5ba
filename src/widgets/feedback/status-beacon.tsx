import './status-beacon.css';

/** Survey deployment statuses the beacon can show (spec §4; closed is display-only). */
export const BEACON_STATUSES = ['draft', 'test', 'live', 'closed'] as const;
/** Respondent statuses (spec §4), as the Data tab shows them; closed is shared with the above. */
export const RESPONDENT_BEACON_STATUSES = ['not_started', 'incomplete', 'complete', 'screened', 'quota_full', 'closed'] as const;
export type BeaconStatus = (typeof BEACON_STATUSES)[number] | (typeof RESPONDENT_BEACON_STATUSES)[number];

export interface StatusBeaconProps {
  status: BeaconStatus;
  className?: string;
}

/** A coloured dot and the status in upper case (the text, not only the colour, carries it). */
export function StatusBeacon({ status, className }: StatusBeaconProps) {
  return (
    <span className={['status-beacon', className].filter(Boolean).join(' ')} data-status={status}>
      <span className="status-beacon__dot" aria-hidden="true" />
      {status.replace(/_/g, ' ').toUpperCase()}
    </span>
  );
}
