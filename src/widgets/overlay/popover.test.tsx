// @vitest-environment jsdom
import '../feedback/dom-test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../feedback/button';
import { Popover } from './popover';

describe('Popover', () => {
  it('opens a dialog named by its title and closes on Esc', async () => {
    render(
      <Popover trigger={<Button>Info</Button>} title="About quotas">
        Quotas cap responses.
      </Popover>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Info' }));
    expect(screen.getByRole('dialog', { name: 'About quotas' })).toHaveTextContent('Quotas cap responses.');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
