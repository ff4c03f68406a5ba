// The flow of the open draft, laid out: the graph is built on the page (a couple of ms on the
// largest survey), the layout in the layout worker (dagre: tens of ms there). A new layout is
// asked for only when sizes or connections change; until it comes, the last consistent picture
// (a graph with the layout made for it) stays on screen, so nodes never jump to the origin.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDraftDoc } from '../../../drafts/use-draft';
import { flowGraph, type FlowGraph } from './flow-graph';
import { layoutInput, layoutKey, type FlowLayout } from './layout-input';
import { createFlowLayoutClient, type FlowLayoutClient } from './flow-layout.client';
import { draftFlowSource } from './flow-source';

export interface FlowPicture {
  readonly graph: FlowGraph;
  readonly layout: FlowLayout;
}

interface Laid extends FlowPicture {
  readonly key: string;
}

/**
 * The last layout made, kept across mounts: switching from the questions view back to an
 * unchanged flow draws at once instead of waiting for the worker (one entry: one survey is open).
 */
let lastLaid: Laid | null = null;

/** The picture to draw (null before the first layout), and whether a newer one is on its way. */
export function useFlowPicture(): { readonly picture: FlowPicture | null; readonly pending: boolean; readonly error: string | null } {
  const doc = useDraftDoc();
  const graph = useMemo(() => flowGraph(draftFlowSource(doc)), [doc]);
  const input = useMemo(() => layoutInput(graph), [graph]);
  const key = useMemo(() => layoutKey(input), [input]);
  const [laid, setLaid] = useState<Laid | null>(() => (lastLaid?.key === key ? lastLaid : null));
  const [error, setError] = useState<string | null>(null);
  const client = useRef<FlowLayoutClient | null>(null);

  // The worker starts with the first layout asked for (none when the last one still fits) and ends with the view.
  useEffect(
    () => () => {
      client.current?.close();
      client.current = null;
    },
    [],
  );

  useEffect(() => {
    if (laid?.key === key) return;
    let current = true;
    (client.current ??= createFlowLayoutClient()).layout(input).then(
      (layout) => {
        if (!current) return;
        lastLaid = { key, graph, layout };
        setLaid(lastLaid);
        setError(null);
      },
      (cause: unknown) => {
        if (current) setError(cause instanceof Error ? cause.message : String(cause));
      },
    );
    // A newer graph supersedes this request: its answer is dropped.
    return () => {
      current = false;
    };
  }, [key, input, graph, laid?.key]);

  const picture = useMemo(() => (laid ? { graph: laid.key === key ? graph : laid.graph, layout: laid.layout } : null), [laid, key, graph]);
  return { picture, pending: laid?.key !== key, error };
}
