import { progressLevel, progressPercent } from './progress-level';
import './progress-bar.css';

export interface ProgressBarProps {
  value: number;
  /** The value that counts as 100 %; default 100. */
  max?: number;
  /** Accessible name, e.g. "Quota fill". */
  label: string;
  /** Turn on the warning (above 75 %) and danger (above 95 %) colours. */
  warnings?: boolean;
  /** Show the rounded percentage beside the bar. */
  showValue?: boolean;
  className?: string;
}

export function ProgressBar({ value, max = 100, label, warnings = false, showValue = false, className }: ProgressBarProps) {
  const percent = progressPercent(value, max);
  const rounded = Math.round(percent);
  const level = progressLevel(percent, warnings);
  return (
    <div className={['progress-bar', className].filter(Boolean).join(' ')} data-level={level}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={level === 'normal' ? `${rounded}%` : `${rounded}% (${level})`}
        className="progress-bar__track"
      >
        <div className="progress-bar__fill" style={{ width: `${percent}%` }} />
      </div>
      {showValue && (
        <span className="progress-bar__value" aria-hidden="true">
          {rounded}%
        </span>
      )}
    </div>
  );
}
