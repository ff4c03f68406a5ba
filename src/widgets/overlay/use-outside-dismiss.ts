import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/**
 * Calls `onDismiss` on a pointer press outside `ref`, but only once `armDelayMs` have passed since
 * `open` became true: the click that opened a panel must not also close it. Presses inside Radix
 * popper content (menus, popovers opened from inside the panel) count as inside.
 */
export function useOutsideDismiss(
  ref: RefObject<HTMLElement | null>,
  { open, enabled, armDelayMs, onDismiss }: { open: boolean; enabled: boolean; armDelayMs: number; onDismiss: () => void },
): void {
  const armed = useRef(false);
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    if (!open) return;
    armed.current = false;
    const timer = setTimeout(() => {
      armed.current = true;
    }, armDelayMs);
    return () => {
      clearTimeout(timer);
      armed.current = false;
    };
  }, [open, armDelayMs]);

  useEffect(() => {
    if (!open || !enabled) return;
    const onPointerDown = (event: Event) => {
      if (!armed.current) return;
      const target = event.target;
      if (!(target instanceof Node) || ref.current?.contains(target)) return;
      if (target instanceof Element && target.closest('[data-radix-popper-content-wrapper]')) return;
      dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, enabled, ref]);
}
