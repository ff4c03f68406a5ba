// @vitest-environment jsdom
import '../feedback/dom-test-setup';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContextMenu } from './context-menu';

describe('ContextMenu', () => {
  it('opens on right click with items and a sub-menu', async () => {
    const onRename = vi.fn();
    render(
      <ContextMenu
        entries={[
          { kind: 'item', id: 'rename', label: 'Rename', onSelect: onRename },
          { kind: 'sub', id: 'add', label: 'Add', entries: [{ kind: 'item', id: 'q', label: 'Question', onSelect: () => {} }] },
        ]}
      >
        <div tabIndex={0}>Q1</div>
      </ContextMenu>,
    );
    fireEvent.contextMenu(screen.getByText('Q1'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Add/ })).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    expect(onRename).toHaveBeenCalledOnce();
  });
});
