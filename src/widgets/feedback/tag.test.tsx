// @vitest-environment jsdom
import './dom-test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tag } from './tag';

describe('Tag', () => {
  it('offers a named remove button when removable', async () => {
    const onRemove = vi.fn();
    render(<Tag onRemove={onRemove} removeLabel="Remove filter Live">Live</Tag>);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Live' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
