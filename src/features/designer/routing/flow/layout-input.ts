// What the flow's layout needs and gives: node sizes, label room, plain data that crosses to the
// layout worker. Kept apart from the layout itself so the page's bundle never carries dagre.
import type { FlowGraph, FlowNodeKind } from './flow-graph';

/** Node sizes in px, fixed per kind: the node components draw to these (flow.css). */
export const NODE_SIZES = {
  start: { width: 120, height: 40 },
  page: { width: 240, height: 116 },
  group: { width: 200, height: 60 },
  exit: { width: 190, height: 56 },
  end: { width: 140, height: 40 },
} as const satisfies Record<FlowNodeKind, { width: number; height: number }>;

/** Edge labels wrap at this width and show at most this many lines (the rest in their title). */
export const LABEL_WIDTH = 200;
export const LABEL_LINES = 2;
const LABEL_LINE_HEIGHT = 16;
const LABEL_CHAR_WIDTH = 6.6;
const LABEL_PADDING = 8;

export interface LayoutInput {
  readonly nodes: readonly { readonly id: string; readonly width: number; readonly height: number }[];
  readonly edges: readonly { readonly id: string; readonly source: string; readonly target: string; readonly labelWidth: number; readonly labelHeight: number }[];
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface FlowLayout {
  /** Top-left corner of each node, by id. */
  readonly nodes: Readonly<Record<string, Point>>;
  /** Each edge's route (dagre's bend points, ends at the node borders) and its label's centre. */
  readonly edges: Readonly<Record<string, { readonly points: readonly Point[]; readonly label: Point | null }>>;
  readonly width: number;
  readonly height: number;
}

/** The room a label takes, estimated from its length (dagre needs sizes before anything renders). */
export function labelSize(label: string | null): { width: number; height: number } {
  if (!label) return { width: 0, height: 0 };
  const textWidth = label.length * LABEL_CHAR_WIDTH;
  const lines = Math.min(LABEL_LINES, Math.ceil(textWidth / (LABEL_WIDTH - LABEL_PADDING)));
  return { width: Math.min(LABEL_WIDTH, Math.ceil(textWidth) + LABEL_PADDING), height: lines * LABEL_LINE_HEIGHT + LABEL_PADDING };
}

/** What the layout needs of a graph: sizes and connections only, cheap to send to a worker. */
export function layoutInput(graph: FlowGraph): LayoutInput {
  return {
    nodes: graph.nodes.map((node) => ({ id: node.id, ...NODE_SIZES[node.kind] })),
    edges: graph.edges.map((edge) => {
      const size = labelSize(edge.label);
      return { id: edge.id, source: edge.source, target: edge.target, labelWidth: size.width, labelHeight: size.height };
    }),
  };
}

/** A key that changes exactly when the layout would: a new graph with the same key keeps its layout. */
export function layoutKey(input: LayoutInput): string {
  return JSON.stringify(input);
}

