import type { ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Button, type ButtonProps } from '../feedback/button';
import type { MenuEntry } from './menu-entry';
import { MenuEntries, type MenuParts } from './menu-entries';
import './menu.css';

export interface DropdownProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is only an icon. */
  triggerLabel?: string;
  triggerVariant?: ButtonProps['variant'];
  triggerSize?: ButtonProps['size'];
  entries: readonly MenuEntry[];
  align?: 'start' | 'center' | 'end';
  disabled?: boolean;
  /** Draw the ▾ after the trigger's content (off for an icon-only trigger such as "More actions"). */
  caret?: boolean;
  /** The trigger's tab stop, for a trigger inside a roving-tabindex widget (a tree row). */
  triggerTabIndex?: number;
}

/** A button that opens a menu (Radix DropdownMenu: arrow keys, typeahead, Esc, focus return). */
export function Dropdown({ trigger, triggerLabel, triggerVariant = 'secondary', triggerSize, entries, align = 'start', disabled, caret = true, triggerTabIndex }: DropdownProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild disabled={disabled}>
        <Button variant={triggerVariant} size={triggerSize} aria-label={triggerLabel} {...(triggerTabIndex === undefined ? {} : { tabIndex: triggerTabIndex })}>
          {trigger}
          {caret && <span aria-hidden="true">▾</span>}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align={align} sideOffset={4}>
          <MenuEntries entries={entries} parts={DropdownMenu as unknown as MenuParts} subOffset={4} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
