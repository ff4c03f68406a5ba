import type { ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Button, type ButtonProps } from '../feedback/button';
import type { MenuEntry } from './menu-entry';
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
}

/** A button that opens a menu (Radix DropdownMenu: arrow keys, typeahead, Esc, focus return). */
export function Dropdown({ trigger, triggerLabel, triggerVariant = 'secondary', triggerSize, entries, align = 'start', disabled }: DropdownProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild disabled={disabled}>
        <Button variant={triggerVariant} size={triggerSize} aria-label={triggerLabel}>
          {trigger}
          <span aria-hidden="true">▾</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align={align} sideOffset={4}>
          <DropdownEntries entries={entries} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function DropdownEntries({ entries }: { entries: readonly MenuEntry[] }) {
  return entries.map((entry) => {
    switch (entry.kind) {
      case 'item':
        return (
          <DropdownMenu.Item
            key={entry.id}
            className="menu__item"
            disabled={entry.disabled}
            data-danger={entry.danger || undefined}
            onSelect={entry.onSelect}
          >
            {entry.label}
            {entry.shortcut && <span className="menu__shortcut">{entry.shortcut}</span>}
          </DropdownMenu.Item>
        );
      case 'separator':
        return <DropdownMenu.Separator key={entry.id} className="menu__separator" />;
      case 'label':
        return (
          <DropdownMenu.Label key={entry.id} className="menu__label">
            {entry.label}
          </DropdownMenu.Label>
        );
      case 'sub':
        return (
          <DropdownMenu.Sub key={entry.id}>
            <DropdownMenu.SubTrigger className="menu__item">
              {entry.label}
              <span aria-hidden="true">›</span>
            </DropdownMenu.SubTrigger>
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent className="menu" sideOffset={4}>
                <DropdownEntries entries={entry.entries} />
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
        );
    }
  });
}
