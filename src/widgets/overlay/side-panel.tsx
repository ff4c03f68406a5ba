import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../feedback/button';
import { SidePanelResizer } from './side-panel-resizer';
import { SIDE_PANEL_DEFAULT_WIDTH, clampPanelWidth, type PanelSide } from './side-panel-width';
import { useOutsideDismiss } from './use-outside-dismiss';
import './side-panel.css';

/** A click outside is ignored for this long after opening (spec §9). */
export const SIDE_PANEL_ARM_DELAY_MS = 300;

export interface SidePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  side?: PanelSide;
  defaultWidth?: number;
  defaultPinned?: boolean;
  onPinnedChange?: (pinned: boolean) => void;
  /** Hears the width the panel takes while shown (null while hidden), so a page can make room. */
  onWidthChange?: (width: number | null) => void;
  /** Close on a click outside (only while unpinned, and only 300 ms after opening). */
  closeOnClickOutside?: boolean;
  className?: string;
}

/**
 * A slide-in panel inside its positioned parent: shown or hidden, pinned or not, normal or full
 * size (hiding resets full size), resizable by mouse or by arrow keys on its edge.
 */
export function SidePanel({
  open,
  onOpenChange,
  title,
  children,
  side = 'right',
  defaultWidth = SIDE_PANEL_DEFAULT_WIDTH,
  defaultPinned = false,
  onPinnedChange,
  onWidthChange,
  closeOnClickOutside = false,
  className,
}: SidePanelProps) {
  const panelRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const [width, setWidth] = useState(defaultWidth);
  const [pinned, setPinned] = useState(defaultPinned);
  const [full, setFull] = useState(false);
  const [parentWidth, setParentWidth] = useState(() => (typeof window === 'undefined' ? 1024 : window.innerWidth));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setFull(false);
  }

  useEffect(() => {
    const parent = panelRef.current?.parentElement;
    if (!parent) return;
    // The observer reports the first size itself; an unlaid-out parent (0) falls back to the window.
    const observer = new ResizeObserver(([entry]) => {
      setParentWidth(entry?.contentRect.width || window.innerWidth);
    });
    observer.observe(parent);
    return () => observer.disconnect();
  }, []);

  useOutsideDismiss(panelRef, {
    open,
    enabled: closeOnClickOutside && !pinned,
    armDelayMs: SIDE_PANEL_ARM_DELAY_MS,
    onDismiss: () => onOpenChange(false),
  });

  const togglePinned = () => {
    setPinned(!pinned);
    onPinnedChange?.(!pinned);
  };
  const measureParent = () => panelRef.current?.parentElement?.getBoundingClientRect() ?? new DOMRect(0, 0, parentWidth, 0);
  const shownWidth = clampPanelWidth(width, parentWidth);
  const takenWidth = !open ? null : full ? parentWidth : shownWidth;
  useEffect(() => {
    onWidthChange?.(takenWidth);
  }, [onWidthChange, takenWidth]);

  return (
    <aside
      ref={panelRef}
      className={['side-panel', className].filter(Boolean).join(' ')}
      data-side={side}
      data-state={open ? 'open' : 'closed'}
      data-pinned={pinned || undefined}
      data-full={full || undefined}
      aria-labelledby={titleId}
      aria-hidden={!open || undefined}
      inert={!open}
      style={{ width: full ? '100%' : shownWidth }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !pinned && !event.defaultPrevented) onOpenChange(false);
      }}
    >
      {!full && (
        <SidePanelResizer
          side={side}
          width={shownWidth}
          parentWidth={parentWidth}
          measureParent={measureParent}
          onResize={setWidth}
          label="Resize panel"
        />
      )}
      <header className="side-panel__header">
        <h2 id={titleId} className="side-panel__title">
          {title}
        </h2>
        <Button variant="ghost" size="xs" aria-pressed={pinned} onClick={togglePinned}>
          Pin
        </Button>
        <Button variant="ghost" size="xs" aria-pressed={full} onClick={() => setFull(!full)}>
          Full size
        </Button>
        <Button variant="ghost" size="xs" aria-label="Close panel" onClick={() => onOpenChange(false)}>
          <span aria-hidden="true">×</span>
        </Button>
      </header>
      <div className="side-panel__body">{children}</div>
    </aside>
  );
}
