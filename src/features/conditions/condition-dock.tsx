// The side-panel container of the condition builder. A page that can dock the builder renders a
// dock area (an element its side panels may slide into) and hands it down through
// ConditionDockContext; a field editor deep in a settings panel then portals the builder there, so
// it sits beside the settings, full height and wide enough, instead of squeezed inside them.
// Without a dock area the builder only opens as a dialog.
import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { SidePanel } from '../../widgets/overlay';

export const ConditionDockContext = createContext<HTMLElement | null>(null);

/** The element a docked builder slides into, or null where docking is not offered. */
export function useConditionDock(): HTMLElement | null {
  return useContext(ConditionDockContext);
}

/** Wide enough for a condition row (question, is/not, function, answers) on one line. */
export const DOCKED_BUILDER_WIDTH = 640;

const TABBABLE = 'button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

export interface DockedPanelProps {
  readonly host: HTMLElement;
  readonly title: string;
  /** Esc, the panel's Close button: the same as closing the dialog. */
  readonly onClose: () => void;
  /** Where focus goes back to when the panel goes away (the button that opened it). */
  readonly returnFocus: RefObject<HTMLElement | null>;
  readonly children: ReactNode;
}

/**
 * A side panel in the dock area that behaves as the builder's dialog does: focus moves into it
 * when it opens, Esc closes it (pinned or not), and focus returns to the opener when it closes. It
 * does not trap focus: a docked panel is there so the rest of the page stays usable.
 */
export function DockedPanel({ host, title, onClose, returnFocus, children }: DockedPanelProps) {
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = frame.current;
    const opener = returnFocus.current;
    // A tick later: a dialog this panel replaces hands focus back to its opener a tick after it
    // closes (Radix), which would otherwise pull focus out of the panel.
    const timer = setTimeout(() => {
      node?.querySelector<HTMLElement>(`.side-panel__body :is(${TABBABLE})`)?.focus();
    }, 0);
    return () => {
      clearTimeout(timer);
      const active = document.activeElement;
      if (!active || active === document.body || node?.contains(active)) {
        if (opener?.isConnected) opener.focus();
      }
    };
  }, [returnFocus]);

  return createPortal(
    <div
      ref={frame}
      className="condition-dock__frame"
      // Capture: Esc closes the builder before the panel (which ignores Esc while pinned) or the
      // settings panel around the opener (React events bubble through the portal) see it.
      onKeyDownCapture={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
    >
      <SidePanel open onOpenChange={(open) => !open && onClose()} title={title} defaultWidth={DOCKED_BUILDER_WIDTH} className="condition-dock__panel">
        {children}
      </SidePanel>
    </div>,
    host,
  );
}
