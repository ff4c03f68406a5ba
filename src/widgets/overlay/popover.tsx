import { useId, type ReactElement, type ReactNode } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import './popover.css';

export interface PopoverProps {
  /** A focusable element (usually a Button) that toggles the popover. */
  trigger: ReactElement;
  /** Heading inside the popover; it also names the dialog. */
  title?: ReactNode;
  /** Accessible name when there is no title. */
  label?: string;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** Non-modal floating content anchored to a trigger (Radix Popover: Esc and outside click close). */
export function Popover({ trigger, title, label, children, side = 'bottom', align = 'center', open, onOpenChange, className }: PopoverProps) {
  const titleId = useId();
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={['popover', className].filter(Boolean).join(' ')}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={title != null ? titleId : undefined}
          aria-label={title == null ? label : undefined}
        >
          {title != null && (
            <h3 id={titleId} className="popover__title">
              {title}
            </h3>
          )}
          {children}
          <RadixPopover.Close className="popover__close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </RadixPopover.Close>
          <RadixPopover.Arrow className="popover__arrow" />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
