import { useId, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { SEVERITY_DEFS, type AlertSeverity } from './severity';
import './alert.css';

export interface ExpandableAlertProps {
  severity: AlertSeverity;
  /** Always visible; it is also the name of the expand button. */
  title: ReactNode;
  /** The details shown when expanded. */
  children: ReactNode;
  defaultExpanded?: boolean;
  className?: string;
}

/** An alert whose details fold away behind a disclosure button (aria-expanded). */
export function ExpandableAlert({ severity, title, children, defaultExpanded = false, className }: ExpandableAlertProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const detailsId = useId();
  const def = SEVERITY_DEFS[severity];
  return (
    <div
      role={def.role}
      className={['alert', 'alert--expandable', className].filter(Boolean).join(' ')}
      data-severity={severity}
    >
      <span className="alert__icon" aria-hidden="true">
        {def.glyph}
      </span>
      <div className="alert__body">
        <button
          type="button"
          className="alert__toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((value) => !value)}
        >
          <VisuallyHidden.Root>{def.label}: </VisuallyHidden.Root>
          <strong className="alert__title">{title}</strong>
          <span className="alert__chevron" aria-hidden="true" />
        </button>
        <div id={detailsId} className="alert__message" hidden={!expanded}>
          {children}
        </div>
      </div>
    </div>
  );
}
