import type { ReactNode } from 'react';
import './tag.css';

export const TAG_TONES = ['neutral', 'info', 'success', 'warning', 'error'] as const;
export type TagTone = (typeof TAG_TONES)[number];

export interface TagProps {
  children: ReactNode;
  tone?: TagTone;
  /** When given, a remove button follows the text; `removeLabel` names it. */
  onRemove?: () => void;
  removeLabel?: string;
  className?: string;
}

/** A small label; optionally removable (e.g. an active filter). */
export function Tag({ children, tone = 'neutral', onRemove, removeLabel = 'Remove', className }: TagProps) {
  return (
    <span className={['tag', className].filter(Boolean).join(' ')} data-tone={tone}>
      {children}
      {onRemove && (
        <button type="button" className="tag__remove" aria-label={removeLabel} onClick={onRemove}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </span>
  );
}
