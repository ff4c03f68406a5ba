// @vitest-environment jsdom
import '../feedback/dom-test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from './dropdown';
import type { MenuEntry } from './menu-entry';

const entries = (onDuplicate: () => void): MenuEntry[] => [
  { kind: 'label', id: 'l', label: 'Question' },
  { kind: 'item', id: 'dup', label: 'Duplicate', onSelect: onDuplicate },
  { kind: 'item', id: 'move', label: 'Move', onSelect: () => {}, disabled: true },
  { kind: 'separator', id: 's' },
  { kind: 'item', id: 'del', label: 'Delete', onSelect: () => {}, danger: true },
];

describe('Dropdown', () => {
  it('opens a menu from its named trigger and runs the chosen item', async () => {
    const onDuplicate = vi.fn();
    render(<Dropdown trigger="⋯" triggerLabel="Question actions" entries={entries(onDuplicate)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Question actions' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Move' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(onDuplicate).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard', async () => {
    render(<Dropdown trigger="Actions" entries={entries(() => {})} />);
    screen.getByRole('button', { name: /Actions/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});
