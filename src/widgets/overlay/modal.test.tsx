// @vitest-environment jsdom
import '../feedback/dom-test-setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal, type ModalProps } from './modal';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal title="Edit theme" {...props} open={open} onOpenChange={setOpen}>
        Body text
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('closes on Esc', async () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Edit theme' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from the Close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Esc while loading and disables Close and Full screen', async () => {
    render(<Harness loading />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Full screen/ })).toBeDisabled();
  });

  it('replaces the body with a spinner while loading', () => {
    render(<Harness loading />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Body text')).not.toBeInTheDocument();
  });

  it('toggles full screen', async () => {
    render(<Harness size="lg" />);
    const toggle = screen.getByRole('button', { name: /Full screen/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('dialog')).toHaveAttribute('data-full-screen');
  });

  it('starts full screen for size fl, again on each opening', async () => {
    render(<Harness size="fl" />);
    const toggle = () => screen.getByRole('button', { name: /Full screen/ });
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
  });

  it('does not close on a click outside', async () => {
    render(<Harness />);
    // Radix registers its outside listener a tick after mounting.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const overlay = document.querySelector('.modal__overlay');
    if (!overlay) throw new Error('no overlay');
    fireEvent.pointerDown(overlay);
    fireEvent.pointerUp(overlay);
    fireEvent.click(overlay);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
