export { Alert, type AlertProps } from './alert';
export { ExpandableAlert, type ExpandableAlertProps } from './expandable-alert';
export { ALERT_SEVERITIES, type AlertSeverity } from './severity';
export { StatusBeacon, BEACON_STATUSES, RESPONDENT_BEACON_STATUSES, type BeaconStatus, type StatusBeaconProps } from './status-beacon';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { progressLevel, progressPercent, type ProgressLevel } from './progress-level';
export { LoadingIndicator, LOADING_CUBES, type LoadingIndicatorProps } from './loading-indicator';
export { Tag, TAG_TONES, type TagTone, type TagProps } from './tag';
export { Button, BUTTON_SIZES, BUTTON_VARIANTS, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
