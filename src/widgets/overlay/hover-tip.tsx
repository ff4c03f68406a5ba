import type { ReactElement, ReactNode } from 'react';
import { Tooltip } from 'radix-ui';
import './hover-tip.css';

export interface HoverTipProps {
  /** The tip text; it describes the trigger (aria-describedby) while shown. */
  content: ReactNode;
  /** One focusable element; the tip shows on hover and on keyboard focus. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
}

/** A tooltip (Radix Tooltip). It brings its own provider so it works anywhere. */
export function HoverTip({ content, children, side = 'top', delayDuration = 300 }: HoverTipProps) {
  return (
    <Tooltip.Provider delayDuration={delayDuration}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="hover-tip" side={side} sideOffset={4} collisionPadding={8}>
            {content}
            <Tooltip.Arrow className="hover-tip__arrow" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
