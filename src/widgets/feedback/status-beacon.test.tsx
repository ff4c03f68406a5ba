// @vitest-environment jsdom
import './dom-test-setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BEACON_STATUSES, StatusBeacon } from './status-beacon';

describe('StatusBeacon', () => {
  it.each(BEACON_STATUSES)('shows %s in upper case', (status) => {
    render(<StatusBeacon status={status} />);
    expect(screen.getByText(status.toUpperCase())).toHaveAttribute('data-status', status);
  });
});
