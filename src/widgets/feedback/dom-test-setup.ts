// Shared set-up for the widget component tests (imported first by each `*.test.tsx` that runs in
// jsdom). The project's vitest config has no setup file and no globals, so Testing Library's
// automatic cleanup does not run by itself, and jsdom lacks a few layout APIs that Radix (floating
// UI), ProseMirror and CodeMirror call. The shims are inert stand-ins, never behaviour under test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

class ResizeObserverShim {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

const emptyRect = (): DOMRect => new DOMRect(0, 0, 0, 0);
const emptyRectList = (): DOMRectList => {
  const list: DOMRect[] = [];
  return Object.assign(list, { item: (index: number) => list[index] ?? null }) as unknown as DOMRectList;
};

if (typeof window !== 'undefined') {
  window.ResizeObserver ??= ResizeObserverShim;
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Range.prototype.getBoundingClientRect ??= emptyRect;
  Range.prototype.getClientRects ??= emptyRectList;
  document.elementFromPoint ??= () => null;
}
