import { Tabs, type TabsProps } from './tabs';

export type PillTabsProps = Omit<TabsProps, 'variant'>;

/** The same tabs drawn as pills, for compact mode switches (edit / preview, grid / list). */
export function PillTabs(props: PillTabsProps) {
  return <Tabs {...props} variant="pill" />;
}
