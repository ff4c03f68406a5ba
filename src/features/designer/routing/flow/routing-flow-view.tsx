// The routing flow drawn as a graph (spec §2, routing flow): pages, routing groups and their
// branches with the conditions in words, exits and the end. Choosing a node (click, or Enter on a
// focused node) selects its component in the Routing questions view, which is also this picture's
// text alternative. Loaded lazily with React Flow, so the edit tab's bundle never carries them.
import '@xyflow/react/dist/style.css';
import './flow.css';
import { Controls, MiniMap, ReactFlow, type FitViewOptions, type ReactFlowInstance } from '@xyflow/react';
import { useCallback, useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { useChecks } from '../../checks/checks-context';
import { ChooseBranch, edgeTypes } from './flow-edge';
import { flowEdges, flowNodes, type FlowElementEdge, type FlowElementNode } from './flow-elements';
import { nodeFor, selectionOf } from './flow-graph';
import { flowMarks } from './flow-marks';
import { nodeTypes } from './flow-nodes';
import { useFlowPicture } from './use-flow-picture';

export interface RoutingFlowViewProps {
  /** The selected routing component (cid), highlighted in the graph. */
  readonly selected: string | null;
  /** A node was chosen: the page selects it in the questions view. */
  readonly onSelect: (cid: string) => void;
}

/** The first few steps at reading size: at 100 pages the whole flow would be too small to read. */
const OPENING_NODES = 6;
const FIT_ALL: FitViewOptions = { padding: 0.05 };

const ariaLabels = {
  'node.a11yDescription.default': 'Press Enter to select it in the routing questions.',
  'node.a11yDescription.keyboardDisabled': 'Press Enter to select it in the routing questions.',
  'controls.ariaLabel': 'Zoom',
  'controls.zoomIn.ariaLabel': 'Zoom in',
  'controls.zoomOut.ariaLabel': 'Zoom out',
  'controls.fitView.ariaLabel': 'Fit the whole flow',
  'minimap.ariaLabel': 'Map of the whole flow',
};

export function RoutingFlowView({ selected, onSelect }: RoutingFlowViewProps) {
  const { picture, pending, error } = useFlowPicture();
  const { findings } = useChecks();
  const descriptionId = useId();
  const flow = useRef<ReactFlowInstance<FlowElementNode, FlowElementEdge> | null>(null);

  const graph = picture?.graph ?? null;
  const marks = useMemo(() => (graph ? flowMarks(graph, findings) : new Map()), [graph, findings]);
  const selectedNode = useMemo(() => (graph ? nodeFor(graph, selected) : null), [graph, selected]);
  const nodes = useMemo(() => (picture ? flowNodes(picture.graph, picture.layout, marks, selectedNode) : []), [picture, marks, selectedNode]);
  const edges = useMemo(() => (picture ? flowEdges(picture.graph, picture.layout) : []), [picture]);

  // Opens on the selection, or on the start of the flow (React Flow reads this at the first fit only).
  const opening = useMemo<FitViewOptions>(
    () => ({ nodes: selectedNode ? [{ id: selectedNode }] : nodes.slice(0, OPENING_NODES).map(({ id }) => ({ id })), maxZoom: 1, padding: 0.1 }),
    [selectedNode, nodes],
  );

  // A selection made elsewhere (the questions view) brings its node into view.
  useEffect(() => {
    if (selectedNode && flow.current) void flow.current.fitView({ nodes: [{ id: selectedNode }], maxZoom: 1, padding: 0.3 });
  }, [selectedNode]);

  const choose = useCallback(
    (nodeId: string | undefined) => {
      const node = graph?.nodes.find((n) => n.id === nodeId);
      const cid = node ? selectionOf(node) : null;
      if (cid) onSelect(cid);
    },
    [graph, onSelect],
  );

  // React Flow's node wrapper is the focused element; Enter and Space on it choose the node.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const target = event.target as HTMLElement;
    if (!target.classList.contains('react-flow__node')) return;
    event.preventDefault();
    choose(target.dataset.id);
  };

  return (
    <section className="routing-flow" aria-label="Routing flow" aria-describedby={descriptionId} onKeyDown={onKeyDown}>
      <p id={descriptionId} className="routing-flow-description">
        The flow as a picture: pages in order, routing groups with their branches (the first that holds is followed), and where respondents leave.
        Choose a page, group or exit to select it in the Routing questions view, which lists the same flow as text.
      </p>
      {error && <p role="alert" className="routing-flow-status">The flow could not be laid out: {error}</p>}
      {/* After an edit the last picture stays until the new layout comes: only the first is announced. */}
      <p role="status" className="routing-flow-status">{picture ? '' : 'Laying out the flow…'}</p>
      {picture && (
        <div className="routing-flow-canvas" aria-busy={pending}>
          <ChooseBranch.Provider value={onSelect}>
            <ReactFlow<FlowElementNode, FlowElementEdge>
              aria-label="Routing flow graph"
              nodes={nodes}
              edges={edges}
              nodeTypes={nodeTypes}
              edgeTypes={edgeTypes}
              onInit={(instance) => {
                flow.current = instance;
              }}
              onNodeClick={(_event, node) => choose(node.id)}
              nodesDraggable={false}
              nodesConnectable={false}
              elementsSelectable={false}
              edgesFocusable={false}
              panActivationKeyCode={null}
              deleteKeyCode={null}
              fitView
              fitViewOptions={opening}
              minZoom={0.02}
              maxZoom={2}
              ariaLabelConfig={ariaLabels}
            >
              <Controls showInteractive={false} fitViewOptions={FIT_ALL} />
              <MiniMap pannable zoomable className="routing-flow-minimap" nodeClassName={(node) => `flow-mini-${node.type ?? ''}`} />
            </ReactFlow>
          </ChooseBranch.Provider>
        </div>
      )}
    </section>
  );
}
