// The designer's handle on the checks worker. Vite bundles the worker from the URL below.
import { wrap, type Remote } from 'comlink';
import type { ChecksService } from './checks-service';

export interface ChecksClient {
  readonly service: Remote<ChecksService>;
  /** Ends the worker (leaving the designer). */
  close(): void;
}

export function createChecksClient(): ChecksClient {
  const worker = new Worker(new URL('./checks.worker.ts', import.meta.url), { type: 'module', name: 'survey-checks' });
  return { service: wrap<ChecksService>(worker), close: () => worker.terminate() };
}
