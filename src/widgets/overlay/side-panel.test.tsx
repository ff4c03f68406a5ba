// @vitest-environment jsdom
import '../feedback/dom-test-setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SidePanel, type SidePanelProps } from './side-panel';

function Harness(props: Partial<SidePanelProps>) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(!open)}>
        Toggle
      </button>
      <p>Outside</p>
      <SidePanel title="Settings" {...props} open={open} onOpenChange={setOpen}>
        <p>Inside</p>
      </SidePanel>
    </div>
  );
}

const panel = () => screen.queryByRole('complementary', { name: 'Settings' });
const openPanel = () => fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('SidePanel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is hidden from assistive technology until shown', () => {
    render(<Harness />);
    expect(panel()).toBeNull();
    openPanel();
    expect(panel()).toBeInTheDocument();
  });

  it('ignores a click outside during the first 300 ms, then closes on one', () => {
    render(<Harness closeOnClickOutside />);
    openPanel();
    advance(299);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(panel()).toBeInTheDocument();
    advance(1);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(panel()).toBeNull();
  });

  it('re-arms after each opening', () => {
    render(<Harness closeOnClickOutside />);
    openPanel();
    advance(300);
    fireEvent.pointerDown(screen.getByText('Outside'));
    openPanel();
    advance(100);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(panel()).toBeInTheDocument();
  });

  it('stays open on a click inside', () => {
    render(<Harness closeOnClickOutside />);
    openPanel();
    advance(300);
    fireEvent.pointerDown(screen.getByText('Inside'));
    expect(panel()).toBeInTheDocument();
  });

  it('stays open on a click outside when pinned', () => {
    render(<Harness closeOnClickOutside />);
    openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Pin' }));
    advance(300);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(panel()).toBeInTheDocument();
  });

  it('stays open on a click outside without closeOnClickOutside', () => {
    render(<Harness />);
    openPanel();
    advance(300);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(panel()).toBeInTheDocument();
  });

  it('resets full size when hidden', () => {
    render(<Harness />);
    openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Full size' }));
    expect(screen.getByRole('button', { name: 'Full size' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Close panel' }));
    openPanel();
    expect(screen.getByRole('button', { name: 'Full size' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('starts 300 wide and resizes with arrow keys on the separator', () => {
    render(<Harness />);
    openPanel();
    const separator = screen.getByRole('separator', { name: 'Resize panel' });
    expect(separator).toHaveAttribute('aria-valuenow', '300');
    expect(separator).toHaveAttribute('aria-valuemin', '100');
    expect(separator).toHaveAttribute('aria-valuemax', String(window.innerWidth - 50));
    fireEvent.keyDown(separator, { key: 'ArrowLeft' });
    expect(separator).toHaveAttribute('aria-valuenow', '310');
    fireEvent.keyDown(separator, { key: 'Home' });
    expect(separator).toHaveAttribute('aria-valuenow', '100');
    expect(panel()).toHaveStyle({ width: '100px' });
  });

  it('closes on Escape unless pinned', () => {
    render(<Harness />);
    openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Pin' }));
    fireEvent.keyDown(screen.getByText('Inside'), { key: 'Escape' });
    expect(panel()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pin' }));
    fireEvent.keyDown(screen.getByText('Inside'), { key: 'Escape' });
    expect(panel()).toBeNull();
  });
});
