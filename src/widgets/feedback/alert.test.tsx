// @vitest-environment jsdom
import './dom-test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';
import { ExpandableAlert } from './expandable-alert';
import { ALERT_SEVERITIES } from './severity';

describe('Alert', () => {
  it.each([
    ['critical', 'alert'],
    ['error', 'alert'],
    ['warning', 'status'],
    ['success', 'status'],
    ['info', 'status'],
  ] as const)('uses role %s → %s', (severity, role) => {
    render(<Alert severity={severity}>Saved</Alert>);
    expect(screen.getByRole(role)).toHaveAttribute('data-severity', severity);
  });

  it('covers every severity with a role', () => {
    expect(ALERT_SEVERITIES).toEqual(['critical', 'error', 'warning', 'success', 'info']);
  });

  it('names the severity in text, not only in colour', () => {
    render(<Alert severity="warning">Low quota</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Warning: Low quota');
  });

  it('calls onDismiss from the Dismiss button', async () => {
    const onDismiss = vi.fn();
    render(<Alert severity="info" onDismiss={onDismiss}>Hi</Alert>);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});

describe('ExpandableAlert', () => {
  it('hides the details until expanded', async () => {
    render(
      <ExpandableAlert severity="error" title="3 issues">
        Details here
      </ExpandableAlert>,
    );
    const toggle = screen.getByRole('button', { name: /3 issues/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Details here')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Details here')).toBeVisible();
  });

  it('uses role alert for errors', () => {
    render(<ExpandableAlert severity="error" title="Oops">x</ExpandableAlert>);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
