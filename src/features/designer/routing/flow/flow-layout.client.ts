// The flow view's handle on the layout worker (Vite bundles it from the URL below). Without Worker
// support (unit tests) the layout runs in the page, loaded only then, so the page's bundle never
// carries dagre.
import { wrap } from 'comlink';
import type { FlowLayout, LayoutInput } from './layout-input';
import type { FlowLayoutService } from './flow-layout.worker';

export interface FlowLayoutClient {
  layout(input: LayoutInput): Promise<FlowLayout>;
  /** Ends the worker (leaving the view). */
  close(): void;
}

export function createFlowLayoutClient(): FlowLayoutClient {
  if (typeof Worker === 'undefined') return { layout: async (input) => (await import('./flow-layout')).layoutFlow(input), close: () => {} };
  const worker = new Worker(new URL('./flow-layout.worker.ts', import.meta.url), { type: 'module', name: 'routing-flow-layout' });
  const service = wrap<FlowLayoutService>(worker);
  return { layout: (input) => service.layout(input), close: () => worker.terminate() };
}
