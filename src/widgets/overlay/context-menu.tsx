import type { ReactNode } from 'react';
import { ContextMenu as RadixContextMenu } from 'radix-ui';
import type { MenuEntry } from './menu-entry';
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
          <ContextMenuEntries entries={entries} />
        </RadixContextMenu.Content>
      </RadixContextMenu.Portal>
    </RadixContextMenu.Root>
  );
}

function ContextMenuEntries({ entries }: { entries: readonly MenuEntry[] }) {
  return entries.map((entry) => {
    switch (entry.kind) {
      case 'item':
        return (
          <RadixContextMenu.Item
            key={entry.id}
            className="menu__item"
            disabled={entry.disabled}
            data-danger={entry.danger || undefined}
            onSelect={entry.onSelect}
          >
            {entry.label}
            {entry.shortcut && <span className="menu__shortcut">{entry.shortcut}</span>}
          </RadixContextMenu.Item>
        );
      case 'separator':
        return <RadixContextMenu.Separator key={entry.id} className="menu__separator" />;
      case 'label':
        return (
          <RadixContextMenu.Label key={entry.id} className="menu__label">
            {entry.label}
          </RadixContextMenu.Label>
        );
      case 'sub':
        return (
          <RadixContextMenu.Sub key={entry.id}>
            <RadixContextMenu.SubTrigger className="menu__item">
              {entry.label}
              <span aria-hidden="true">›</span>
            </RadixContextMenu.SubTrigger>
            <RadixContextMenu.Portal>
              <RadixContextMenu.SubContent className="menu" sideOffset={CONTEXT_SUBMENU_OFFSET}>
                <ContextMenuEntries entries={entry.entries} />
              </RadixContextMenu.SubContent>
            </RadixContextMenu.Portal>
          </RadixContextMenu.Sub>
        );
    }
  });
}
