import type { ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { SEVERITY_DEFS, type AlertSeverity } from './severity';
import './alert.css';

export interface AlertProps {
  severity: AlertSeverity;
  /** Short bold line before the message. */
  title?: ReactNode;
  children?: ReactNode;
  /** When given, a Dismiss button is shown and calls it. */
  onDismiss?: () => void;
  className?: string;
}

/** A message box with a severity; critical and error use role=alert, the rest role=status. */
export function Alert({ severity, title, children, onDismiss, className }: AlertProps) {
  const def = SEVERITY_DEFS[severity];
  return (
    <div role={def.role} className={['alert', className].filter(Boolean).join(' ')} data-severity={severity}>
      <span className="alert__icon" aria-hidden="true">
        {def.glyph}
      </span>
      <div className="alert__body">
        <VisuallyHidden.Root>{def.label}: </VisuallyHidden.Root>
        {title != null && <strong className="alert__title">{title}</strong>}
        {children != null && <div className="alert__message">{children}</div>}
      </div>
      {onDismiss && (
        <button type="button" className="alert__dismiss" aria-label="Dismiss" onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
