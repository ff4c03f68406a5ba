// @vitest-environment jsdom
import './dom-test-setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingIndicator } from './loading-indicator';

describe('LoadingIndicator', () => {
  it('is a status named Loading with 3 cubes', () => {
    render(<LoadingIndicator />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status.querySelectorAll('.loading-indicator__cube')).toHaveLength(3);
  });
  it('has 9 cubes when large', () => {
    render(<LoadingIndicator large />);
    expect(screen.getByRole('status').querySelectorAll('.loading-indicator__cube')).toHaveLength(9);
  });
});
