// Alert severities (spec §4) and how each one is announced. The tuple is the single source of the
// values; the table below is checked complete by the compiler.
export const ALERT_SEVERITIES = ['critical', 'error', 'warning', 'success', 'info'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

interface SeverityDef {
  /** critical and error interrupt the screen reader (role=alert); the others wait (role=status). */
  readonly role: 'alert' | 'status';
  /** Spoken before the message, because colour alone must not carry the meaning. */
  readonly label: string;
  /** Decorative glyph shown in the icon circle. */
  readonly glyph: string;
}

export const SEVERITY_DEFS = {
  critical: { role: 'alert', label: 'Critical', glyph: '!!' },
  error: { role: 'alert', label: 'Error', glyph: '!' },
  warning: { role: 'status', label: 'Warning', glyph: '!' },
  success: { role: 'status', label: 'Success', glyph: '✓' },
  info: { role: 'status', label: 'Information', glyph: 'i' },
} as const satisfies { [S in AlertSeverity]: SeverityDef };
