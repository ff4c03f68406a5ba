// Where each node of the flow goes: dagre's layered layout, top to bottom, with room for the edge
// labels (dagre places a label as a node of its own, so conditions never sit on top of a page).
// Pure and plain data in and out, so it runs the same in a test or the layout worker.
import dagre from '@dagrejs/dagre';
import type { FlowLayout, LayoutInput, Point } from './layout-input';

export function layoutFlow(input: LayoutInput): FlowLayout {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 32, ranksep: 44, edgesep: 16, marginx: 16, marginy: 16 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const node of input.nodes) g.setNode(node.id, { width: node.width, height: node.height });
  for (const edge of input.edges) {
    g.setEdge(edge.source, edge.target, { width: edge.labelWidth, height: edge.labelHeight, labelpos: 'c' }, edge.id);
  }
  dagre.layout(g);

  const nodes: Record<string, Point> = {};
  for (const node of input.nodes) {
    const placed = g.node(node.id) as { x: number; y: number };
    nodes[node.id] = { x: placed.x - node.width / 2, y: placed.y - node.height / 2 };
  }
  const edges: Record<string, { points: Point[]; label: Point | null }> = {};
  for (const edge of input.edges) {
    const placed = g.edge({ v: edge.source, w: edge.target, name: edge.id }) as { points?: Point[]; x?: number; y?: number };
    edges[edge.id] = {
      points: (placed.points ?? []).map(({ x, y }) => ({ x, y })),
      label: edge.labelWidth > 0 && placed.x !== undefined && placed.y !== undefined ? { x: placed.x, y: placed.y } : null,
    };
  }
  const size = g.graph() as { width?: number; height?: number };
  return { nodes, edges, width: size.width ?? 0, height: size.height ?? 0 };
}
