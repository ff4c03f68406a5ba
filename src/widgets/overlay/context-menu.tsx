import type { ReactNode } from 'react';
import { ContextMenu as RadixContextMenu } from 'radix-ui';
import type { MenuEntry } from './menu-entry';
import { MenuEntries, type MenuParts } from './menu-entries';
import './menu.css';

/** Offsets of spec §9: the menu sits 25 px from the pointer, a sub-menu 16 px from its item. */
export const CONTEXT_MENU_OFFSET = 25;
export const CONTEXT_SUBMENU_OFFSET = 16;

export interface ContextMenuProps {
  /** The area that opens the menu on right click, long press, or the keyboard's menu key. */
  children: ReactNode;
  entries: readonly MenuEntry[];
  disabled?: boolean;
}

export function ContextMenu({ children, entries, disabled }: ContextMenuProps) {
  return (
    <RadixContextMenu.Root>
      <RadixContextMenu.Trigger asChild disabled={disabled}>
        {children}
      </RadixContextMenu.Trigger>
      <RadixContextMenu.Portal>
        <RadixContextMenu.Content className="menu" sideOffset={CONTEXT_MENU_OFFSET}>
          <MenuEntries entries={entries} parts={RadixContextMenu as unknown as MenuParts} subOffset={CONTEXT_SUBMENU_OFFSET} />
        </RadixContextMenu.Content>
      </RadixContextMenu.Portal>
    </RadixContextMenu.Root>
  );
}
