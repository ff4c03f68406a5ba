// Side panel sizing (spec §9): default 300 px, never under 100 px, never wider than its parent
// minus 50 px (so the page behind stays reachable), resized from a 4 px drag zone.
export const SIDE_PANEL_DEFAULT_WIDTH = 300;
export const SIDE_PANEL_MIN_WIDTH = 100;
export const SIDE_PANEL_PARENT_MARGIN = 50;
export const SIDE_PANEL_DRAG_ZONE = 4;
/** Arrow keys on the separator move this many pixels (Shift: five times as many). */
export const SIDE_PANEL_KEY_STEP = 10;

export type PanelSide = 'left' | 'right';

/** The widest the panel may be inside a parent this wide; the minimum wins in a tiny parent. */
export function maxPanelWidth(parentSize: number): number {
  return Math.max(SIDE_PANEL_MIN_WIDTH, parentSize - SIDE_PANEL_PARENT_MARGIN);
}

export function clampPanelWidth(width: number, parentSize: number): number {
  return Math.round(Math.min(maxPanelWidth(parentSize), Math.max(SIDE_PANEL_MIN_WIDTH, width)));
}

/** The width that puts the panel's inner edge under the pointer. */
export function widthFromPointer(side: PanelSide, parent: { left: number; right: number }, clientX: number): number {
  return side === 'right' ? parent.right - clientX : clientX - parent.left;
}

/**
 * The width after a key press on the separator, or undefined for keys it ignores. Arrows point
 * the way the edge moves, so on a right-hand panel ArrowLeft widens it.
 */
export function widthFromKey(side: PanelSide, key: string, shift: boolean, width: number, parentSize: number): number | undefined {
  const step = SIDE_PANEL_KEY_STEP * (shift ? 5 : 1);
  const outward = side === 'right' ? 'ArrowLeft' : 'ArrowRight';
  const inward = side === 'right' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case outward:
      return clampPanelWidth(width + step, parentSize);
    case inward:
      return clampPanelWidth(width - step, parentSize);
    case 'Home':
      return SIDE_PANEL_MIN_WIDTH;
    case 'End':
      return maxPanelWidth(parentSize);
    default:
      return undefined;
  }
}
