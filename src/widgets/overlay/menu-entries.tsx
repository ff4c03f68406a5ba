// Renders menu entries with either Radix menu family (DropdownMenu or ContextMenu): both have
// the same parts, so the entries of spec §3-style menus are drawn by one piece of code.
import type { ComponentType, ReactNode } from 'react';
import type { MenuEntry } from './menu-entry';

/** The Radix parts a menu family provides (DropdownMenu and ContextMenu both fit). */
export interface MenuParts {
  readonly Item: ComponentType<{ className?: string; disabled?: boolean; 'data-danger'?: boolean; onSelect?: () => void; children?: ReactNode }>;
  readonly Separator: ComponentType<{ className?: string }>;
  readonly Label: ComponentType<{ className?: string; children?: ReactNode }>;
  readonly Sub: ComponentType<{ children?: ReactNode }>;
  readonly SubTrigger: ComponentType<{ className?: string; children?: ReactNode }>;
  readonly SubContent: ComponentType<{ className?: string; sideOffset?: number; children?: ReactNode }>;
  readonly Portal: ComponentType<{ children?: ReactNode }>;
}

export function MenuEntries({ entries, parts, subOffset }: { entries: readonly MenuEntry[]; parts: MenuParts; subOffset: number }) {
  const { Item, Separator, Label, Sub, SubTrigger, SubContent, Portal } = parts;
  return entries.map((entry) => {
    switch (entry.kind) {
      case 'item':
        return (
          <Item key={entry.id} className="menu__item" disabled={entry.disabled} data-danger={entry.danger || undefined} onSelect={entry.onSelect}>
            {entry.label}
            {entry.shortcut && <span className="menu__shortcut">{entry.shortcut}</span>}
          </Item>
        );
      case 'separator':
        return <Separator key={entry.id} className="menu__separator" />;
      case 'label':
        return <Label key={entry.id} className="menu__label">{entry.label}</Label>;
      case 'sub':
        return (
          <Sub key={entry.id}>
            <SubTrigger className="menu__item">
              {entry.label}
              <span aria-hidden="true">›</span>
            </SubTrigger>
            <Portal>
              <SubContent className="menu" sideOffset={subOffset}>
                <MenuEntries entries={entry.entries} parts={parts} subOffset={subOffset} />
              </SubContent>
            </Portal>
          </Sub>
        );
    }
  });
}
