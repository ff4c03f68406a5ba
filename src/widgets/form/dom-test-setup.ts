// Set-up for the component tests of the form and answer widgets, imported first by each
// `*.test.tsx`. The vitest config has no setup file and no globals, so Testing Library's automatic
// cleanup does not run by itself, and jsdom lacks layout APIs that Radix calls (Slider measures
// with ResizeObserver; Select uses pointer capture and scrollIntoView). The shims are inert.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

class ResizeObserverShim {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof window !== 'undefined') {
  window.ResizeObserver ??= ResizeObserverShim;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
}
