// @vitest-environment jsdom
import '../feedback/dom-test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HoverTip } from './hover-tip';

describe('HoverTip', () => {
  it('shows on keyboard focus and describes its trigger', async () => {
    render(
      <HoverTip content="Copies the survey">
        <button type="button">Duplicate</button>
      </HoverTip>,
    );
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Copies the survey');
    expect(screen.getByRole('button', { name: 'Duplicate' })).toHaveAccessibleDescription('Copies the survey');
  });
});
