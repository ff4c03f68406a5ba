// The flow's layout off the main thread: dagre takes ~60-90 ms on the largest survey's flow
// (tests/bench/routing-flow.bench.ts), several frames, so the page never runs it itself.
import { expose } from 'comlink';
import { layoutFlow } from './flow-layout';

export const flowLayoutService = { layout: layoutFlow };
export type FlowLayoutService = typeof flowLayoutService;

expose(flowLayoutService);
