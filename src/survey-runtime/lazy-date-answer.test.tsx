// @vitest-environment jsdom
// The date widget's own chunk: a server render (loaded first) draws it whole; the browser hydrates
// that markup before the chunk arrives without a mismatch and makes it live once it does; a page
// drawn in the browser says it is loading for that moment.
import '../widgets/form/dom-test-setup';
import { screen } from '@testing-library/react';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LazyDateModule from './lazy-date-answer';

type LazyModule = typeof LazyDateModule;

/** A fresh copy of the module: its chunk not loaded yet, as on a page's first visit. */
async function freshModule(): Promise<LazyModule> {
  vi.resetModules();
  return import('./lazy-date-answer');
}

const field = (Lazy: LazyModule['LazyDateAnswer'], onChange: (value: string) => void = () => {}) => (
  <Lazy label="When did you start?" display="datepicker" value="2024-03-05" onChange={onChange} id="start" />
);

describe('LazyDateAnswer', () => {
  let root: Root | null = null;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => vi.restoreAllMocks());
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
  });

  it('draws whole on the server once loaded', async () => {
    const server = await freshModule();
    await server.loadDateAnswer();
    const html = renderToString(field(server.LazyDateAnswer));
    expect(html).toContain('type="date"');
    expect(html).toContain('value="2024-03-05"');
    expect(html).not.toContain('Loading');
  });

  it("hydrates the server's markup before its chunk arrives, then answers", async () => {
    const server = await freshModule();
    await server.loadDateAnswer();
    const html = renderToString(field(server.LazyDateAnswer));
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const container = document.getElementById('root')!;
    const serverMarkup = container.innerHTML;

    const browser = await freshModule();
    const errors = vi.spyOn(console, 'error');
    const onChange = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, field(browser.LazyDateAnswer, onChange), { onRecoverableError: (error) => console.error(error) });
    });
    // Still the server's markup while the chunk loads: nothing replaced, nothing reported.
    expect(container.innerHTML).toBe(serverMarkup);
    await act(async () => {
      await browser.loadDateAnswer();
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverMarkup);
    const input = screen.getByLabelText('When did you start?');
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, '2025-01-02');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(onChange).toHaveBeenLastCalledWith('2025-01-02');
  });

  it('says it is loading when drawn in the browser before its chunk', async () => {
    const browser = await freshModule();
    document.body.innerHTML = '<div id="root"></div>';
    // As the preview draws: a client root, no act (React retries the boundary when the chunk lands).
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      root = createRoot(document.getElementById('root')!);
      root.render(field(browser.LazyDateAnswer));
      expect(await screen.findByRole('status')).toHaveTextContent('Loading the date field…');
      await browser.loadDateAnswer();
      expect(await screen.findByLabelText('When did you start?')).toHaveValue('2024-03-05');
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
