// @vitest-environment jsdom
import '../feedback/dom-test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './filter-panel';

describe('FilterPanel', () => {
  it('is a form named by its title, with Apply and Clear', async () => {
    const onApply = vi.fn();
    const onClear = vi.fn();
    render(
      <FilterPanel title="Filter respondents" onApply={onApply} onClear={onClear} activeCount={2}>
        <label>
          Status <input />
        </label>
      </FilterPanel>,
    );
    const form = screen.getByRole('form', { name: 'Filter respondents' });
    expect(form).toHaveTextContent('2 active');
    await userEvent.type(screen.getByLabelText('Status'), 'live{Enter}');
    expect(onApply).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
