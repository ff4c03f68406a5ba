// @vitest-environment jsdom
import '../feedback/dom-test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PillTabs } from './pill-tabs';
import { Tabs, type TabItem } from './tabs';

const tabs: TabItem[] = [
  { value: 'edit', label: 'Edit', content: 'Editor here' },
  { value: 'preview', label: 'Preview', content: 'Preview here' },
  { value: 'code', label: 'Code', content: 'Code here', disabled: true },
];

describe('Tabs', () => {
  it('selects the first tab and shows its panel', () => {
    render(<Tabs label="Mode" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Mode' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Edit' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Editor here');
  });

  it('moves with arrow keys and skips disabled tabs', async () => {
    const onValueChange = vi.fn();
    render(<PillTabs label="Mode" tabs={tabs} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Edit' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('preview');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Edit' })).toHaveFocus();
  });
});
