import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import './tabs.css';

export interface TabItem {
  readonly value: string;
  readonly label: ReactNode;
  /** The panel shown while this tab is selected. */
  readonly content: ReactNode;
  readonly disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  /** Internal: PillTabs draws the same tabs as rounded pills. */
  variant?: 'underline' | 'pill';
}

/** Tabs (Radix Tabs: arrow keys between tabs, Home/End, tabpanel linked to its tab). */
export function Tabs({ tabs, label, value, defaultValue, onValueChange, className, variant = 'underline' }: TabsProps) {
  return (
    <RadixTabs.Root
      className={['tabs', className].filter(Boolean).join(' ')}
      data-variant={variant}
      value={value}
      defaultValue={defaultValue ?? (value === undefined ? tabs[0]?.value : undefined)}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className="tabs__list" aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} disabled={tab.disabled} className="tabs__tab">
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="tabs__panel">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
