// The graph, its layout and the checks' marks as React Flow's nodes and edges, with the names a
// screen reader and a browser test find them by. Pure: the view memoises it per input.
import { MarkerType, type Edge, type Node } from '@xyflow/react';
import type { ExitStatus } from '../../../../../schema';
import type { FlowEdge, FlowGraph, FlowNode } from './flow-graph';
import { selectionOf } from './flow-graph';
import type { FlowLayout, Point } from './layout-input';
import { NODE_SIZES } from './layout-input';
import { UNREACHABLE_REASONS, type NodeMarks } from './flow-marks';

export const EXIT_WORDS = {
  complete: 'complete',
  screened: 'screened out',
  quota_full: 'quota full',
  closed: 'closed',
} as const satisfies Record<ExitStatus, string>;

export interface FlowNodeData extends Record<string, unknown> {
  readonly node: FlowNode;
  readonly marks: NodeMarks | null;
  readonly selected: boolean;
  /** The node's name, also its aria-label: "Page 3: Q1 · Your age?, Q2". */
  readonly name: string;
}
/** React Flow's node types: a routing group is a "decision", since React Flow styles its own "group" type. */
export const NODE_TYPES = { start: 'start', end: 'end', page: 'page', group: 'decision', exit: 'exit' } as const satisfies Record<FlowNode['kind'], string>;
export type FlowElementNode = Node<FlowNodeData, (typeof NODE_TYPES)[FlowNode['kind']]>;

export interface FlowEdgeData extends Record<string, unknown> {
  readonly edge: FlowEdge;
  readonly points: readonly Point[];
  readonly label: Point | null;
}
export type FlowElementEdge = Edge<FlowEdgeData, 'flow'>;

/** What a node is called: its visible title, and the start of its accessible name. */
export function nodeTitle(node: FlowNode): string {
  switch (node.kind) {
    case 'start':
      return 'Start';
    case 'end':
      return 'End of the flow';
    case 'page':
      return node.name.trim() ? `Page ${node.number} · ${node.name.trim()}` : `Page ${node.number}`;
    case 'group':
      return node.name.trim() ? `Group ${node.number} · ${node.name.trim()}` : `Group ${node.number}`;
    case 'exit':
      return `Ends: ${EXIT_WORDS[node.status]}`;
  }
}

function nodeName(node: FlowNode, marks: NodeMarks | null): string {
  const parts = [nodeTitle(node)];
  if (node.kind === 'page') {
    if (node.items.length === 0) parts.push('no items');
    else parts.push(node.items.map((line) => line.text).join(', ') + (node.more > 0 ? `, and ${node.more} more` : ''));
    if (node.quota) parts.push('checks quotas');
  }
  if (node.kind === 'group') parts.push(`${node.branches} ${node.branches === 1 ? 'branch' : 'branches'}, the first that holds is followed`);
  if (node.kind === 'exit') parts.push(node.label);
  if (marks?.unreachable) parts.push(`Unreachable. ${UNREACHABLE_REASONS[marks.unreachable].long}`);
  if (marks && marks.findings > 0) parts.push(marks.findings === 1 ? `1 finding (${marks.level}): ${marks.messages[0]}` : `${marks.findings} findings, the worst ${marks.level}: ${marks.messages.join('; ')}`);
  return parts.join('. ').replace(/\.\./g, '.');
}

/** `selectedNode`: the id of the node to highlight (see nodeFor), not a cid. */
export function flowNodes(graph: FlowGraph, layout: FlowLayout, marks: ReadonlyMap<string, NodeMarks>, selectedNode: string | null): FlowElementNode[] {
  return graph.nodes.map((node) => {
    const nodeMarks = marks.get(node.id) ?? null;
    const select = selectionOf(node);
    const isSelected = node.id === selectedNode;
    const name = nodeName(node, nodeMarks);
    const size = NODE_SIZES[node.kind];
    return {
      id: node.id,
      type: NODE_TYPES[node.kind],
      position: layout.nodes[node.id] ?? { x: 0, y: 0 },
      width: size.width,
      height: size.height,
      data: { node, marks: nodeMarks, selected: isSelected, name },
      draggable: false,
      connectable: false,
      selectable: false,
      // Start and end choose nothing: they are not stops for the keyboard.
      focusable: select !== null,
      ariaRole: select !== null ? 'button' : 'img',
      ariaLabel: name,
      domAttributes: { title: name, ...(isSelected ? { 'aria-current': 'true' as const } : {}) },
      className: isSelected ? 'is-selected' : undefined,
    };
  });
}

export function flowEdges(graph: FlowGraph, layout: FlowLayout): FlowElementEdge[] {
  const titles = new Map(graph.nodes.map((node) => [node.id, nodeTitle(node)]));
  return graph.edges.map((edge) => {
    const placed = layout.edges[edge.id];
    const way = `From ${titles.get(edge.source)} to ${titles.get(edge.target)}`;
    return {
      id: edge.id,
      type: 'flow',
      markerEnd: { type: MarkerType.ArrowClosed, width: 16, height: 16 },
      source: edge.source,
      target: edge.target,
      data: { edge, points: placed?.points ?? [], label: placed?.label ?? null },
      selectable: false,
      focusable: false,
      ariaLabel: [way, edge.label, edge.never ? 'never taken' : null].filter(Boolean).join(': '),
    };
  });
}
