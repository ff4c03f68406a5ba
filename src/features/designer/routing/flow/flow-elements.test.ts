import { describe, expect, it } from 'vitest';
import type { Component } from '../../../../../schema';
import { makeDoc } from '../../../../../sync/document';
import { and, cond, make, ref } from '../../../../../workers/checks/testing/builders';
import { flowEdges, flowNodes } from './flow-elements';
import { END_ID, flowGraph, nodeFor, START_ID } from './flow-graph';
import { layoutFlow } from './flow-layout';
import { layoutInput, NODE_SIZES } from './layout-input';
import type { NodeMarks } from './flow-marks';
import { draftFlowSource } from './flow-source';

function flow() {
  const q1 = make('question', { id: 'q1', name: 'Q1', question_type: 'single', default_language_data: { question_text: 'Age?' } });
  const exit = make('exit_block', { id: 'eb', name: 'EB1', terminate_status: 'screened', order: 1 });
  const p1 = make('routing_page', { id: 'p1', order: 0, quota: true });
  const group = make('routing_group', { id: 'g', order: 1 });
  const c1 = make('routing_condition', { id: 'c1', parent: ref(group), order: 0, condition: and(cond('q1')) });
  const p2 = make('routing_page', { id: 'p2', parent: ref(c1), order: 0 });
  const components: Component[] = [q1, exit, p1, group, c1, p2,
    make('routing_item', { id: 'i1', parent: ref(p1), order: 0, item_id: 'q1', item_kind: 'question' }),
    make('routing_item', { id: 'x1', parent: ref(p2), order: 0, item_id: 'eb', item_kind: 'exit_block' })];
  const graph = flowGraph(draftFlowSource(makeDoc(null, components)));
  return { graph, layout: layoutFlow(layoutInput(graph)) };
}

describe('the flow as React Flow elements', () => {
  it('names each node for a screen reader and makes the choosable ones focusable buttons', () => {
    const { graph, layout } = flow();
    const nodes = flowNodes(graph, layout, new Map(), null);
    const byId = new Map(nodes.map((n) => [n.id, n]));
    expect(byId.get('p1')).toMatchObject({ type: 'page', ariaRole: 'button', focusable: true, ariaLabel: 'Page 1. Q1 · Age?. checks quotas' });
    expect(byId.get('g')).toMatchObject({ type: 'decision', ariaLabel: 'Group 1. 1 branch, the first that holds is followed' });
    expect(byId.get('exit:x1')).toMatchObject({ type: 'exit', ariaLabel: 'Ends: screened out. EB1' });
    expect(byId.get(START_ID)).toMatchObject({ focusable: false, ariaRole: 'img', ariaLabel: 'Start' });
    expect(byId.get('p1')).toMatchObject({ position: layout.nodes.p1, width: NODE_SIZES.page.width, height: NODE_SIZES.page.height });
  });

  it('says why a node is unreachable and what the checks found', () => {
    const { graph, layout } = flow();
    const marks = new Map<string, NodeMarks>([['p2', { findings: 2, level: 'critical', messages: ['Page is unreachable', 'Invalid exit'], unreachable: 'conditions' }]]);
    const [p2] = flowNodes(graph, layout, marks, null).filter((n) => n.id === 'p2');
    expect(p2!.ariaLabel).toBe(
      'Page 2. EB1. Unreachable. No answers given on the way can make the conditions leading here hold. 2 findings, the worst critical: Page is unreachable; Invalid exit',
    );
    expect(p2!.domAttributes).toMatchObject({ title: p2!.ariaLabel });
  });

  it('marks the node of the selection, or of the page or group holding it', () => {
    const { graph, layout } = flow();
    const selected = (cid: string) => flowNodes(graph, layout, new Map(), nodeFor(graph, cid)).filter((n) => n.data.selected).map((n) => n.id);
    expect(selected('p1')).toEqual(['p1']);
    expect(selected('i1')).toEqual(['p1']);
    expect(selected('c1')).toEqual(['g']);
    expect(selected('x1')).toEqual(['exit:x1']);
    expect(selected('nothing')).toEqual([]);
    expect(flowNodes(graph, layout, new Map(), 'p1').find((n) => n.id === 'p1')).toMatchObject({ className: 'is-selected', domAttributes: { 'aria-current': 'true' } });
  });

  it('routes every edge through the layout, named by the nodes it joins', () => {
    const { graph, layout } = flow();
    const edges = flowEdges(graph, layout);
    expect(edges.map((e) => e.ariaLabel)).toEqual([
      'From Start to Page 1',
      'From Page 1 to Group 1',
      'From Group 1 to Page 2: If Q1 is answered',
      'From Page 2 to Ends: screened out',
      `From Group 1 to End of the flow: Otherwise`,
    ]);
    for (const edge of edges) expect(edge.data!.points.length).toBeGreaterThanOrEqual(2);
    expect(edges.find((e) => e.target === END_ID)!.data!.label).not.toBeNull();
  });
});
