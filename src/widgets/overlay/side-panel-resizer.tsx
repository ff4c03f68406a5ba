import type { KeyboardEvent, PointerEvent } from 'react';
import {
  SIDE_PANEL_DRAG_ZONE,
  SIDE_PANEL_MIN_WIDTH,
  clampPanelWidth,
  maxPanelWidth,
  widthFromKey,
  widthFromPointer,
  type PanelSide,
} from './side-panel-width';

interface SidePanelResizerProps {
  side: PanelSide;
  width: number;
  /** Width of the element the panel sits in (the maximum is derived from it). */
  parentWidth: number;
  /** The parent's box, read while dragging. */
  measureParent: () => DOMRect;
  onResize: (width: number) => void;
  label: string;
}

/** The 4 px drag zone on the panel's inner edge; also a focusable separator driven by arrow keys. */
export function SidePanelResizer({ side, width, parentWidth, measureParent, onResize, label }: SidePanelResizerProps) {
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const parent = measureParent();
    onResize(clampPanelWidth(widthFromPointer(side, parent, event.clientX), parent.width));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.releasePointerCapture(event.pointerId);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = widthFromKey(side, event.key, event.shiftKey, width, parentWidth);
    if (next === undefined) return;
    event.preventDefault();
    onResize(next);
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={SIDE_PANEL_MIN_WIDTH}
      aria-valuemax={maxPanelWidth(parentWidth)}
      tabIndex={0}
      className="side-panel__resizer"
      style={{ width: SIDE_PANEL_DRAG_ZONE }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
