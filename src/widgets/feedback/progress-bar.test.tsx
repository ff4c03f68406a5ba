// @vitest-environment jsdom
import './dom-test-setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('exposes the rounded percentage as aria-valuenow', () => {
    render(<ProgressBar label="Quota fill" value={41.6} />);
    const bar = screen.getByRole('progressbar', { name: 'Quota fill' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('turns warning and danger only with warnings on', () => {
    const { container, rerender } = render(<ProgressBar label="x" value={97} />);
    expect(container.firstChild).toHaveAttribute('data-level', 'normal');
    rerender(<ProgressBar label="x" value={80} warnings />);
    expect(container.firstChild).toHaveAttribute('data-level', 'warning');
    rerender(<ProgressBar label="x" value={97} warnings />);
    expect(container.firstChild).toHaveAttribute('data-level', 'danger');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '97% (danger)');
  });
});
