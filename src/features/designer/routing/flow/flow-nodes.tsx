// How each kind of node looks. The node's wrapper (React Flow's) is the focusable button with the
// node's full name; what is drawn here is the picture of it, so it is hidden from the accessibility
// tree where it would only repeat that name.
import { Handle, Position, type NodeProps, type NodeTypes } from '@xyflow/react';
import { memo } from 'react';
import type { FlowElementNode } from './flow-elements';
import { nodeTitle } from './flow-elements';
import { UNREACHABLE_REASONS, type NodeMarks } from './flow-marks';

type Props = NodeProps<FlowElementNode>;

/** Edges attach top and bottom; the handles only anchor them (nothing is connected by hand). */
function Anchors({ top = true, bottom = true }: { top?: boolean; bottom?: boolean }) {
  return (
    <>
      {top && <Handle type="target" position={Position.Top} isConnectable={false} className="flow-anchor" />}
      {bottom && <Handle type="source" position={Position.Bottom} isConnectable={false} className="flow-anchor" />}
    </>
  );
}

function Badge({ marks }: { marks: NodeMarks | null }) {
  if (!marks || marks.findings === 0) return null;
  return <span className={`flow-badge flow-badge-${marks.level}`}>{marks.findings === 1 ? '1 finding' : `${marks.findings} findings`}</span>;
}

function Note({ marks }: { marks: NodeMarks | null }) {
  if (!marks?.unreachable) return null;
  return <p className="flow-node-note">Unreachable: {UNREACHABLE_REASONS[marks.unreachable].short}</p>;
}

const classes = (kind: string, data: Props['data'], extra = '') =>
  ['flow-node', `flow-node-${kind}`, data.selected && 'is-selected', data.marks?.unreachable && 'is-unreachable', extra].filter(Boolean).join(' ');

const PageNode = memo(function PageNode({ data }: Props) {
  const { node, marks } = data;
  if (node.kind !== 'page') return null;
  return (
    <div className={classes('page', data)} aria-hidden="true">
      <Anchors />
      <div className="flow-node-head">
        <span className="flow-node-title">{nodeTitle(node)}</span>
        {node.quota && <span className="flow-tag">Quota check</span>}
        <Badge marks={marks} />
      </div>
      <ul className="flow-node-items">
        {node.items.length === 0 && <li className="flow-node-empty">No items</li>}
        {node.items.map((line, i) => (
          <li key={i} className={`flow-item flow-item-${line.role}`}>{line.text}</li>
        ))}
      </ul>
      {marks?.unreachable ? <Note marks={marks} /> : node.more > 0 && <p className="flow-node-more">and {node.more} more</p>}
    </div>
  );
});

const GroupNode = memo(function GroupNode({ data }: Props) {
  const { node, marks } = data;
  if (node.kind !== 'group') return null;
  return (
    <div className={classes('group', data)} aria-hidden="true">
      <Anchors />
      <div className="flow-node-head">
        <span className="flow-node-title">{nodeTitle(node)}</span>
        <Badge marks={marks} />
      </div>
      {marks?.unreachable ? <Note marks={marks} /> : <p className="flow-node-more">First branch that holds</p>}
    </div>
  );
});

const ExitNode = memo(function ExitNode({ data }: Props) {
  const { node, marks } = data;
  if (node.kind !== 'exit') return null;
  return (
    <div className={classes('exit', data, `flow-exit-${node.status}`)} aria-hidden="true">
      <Anchors bottom={false} />
      <div className="flow-node-head">
        <span className="flow-node-title">{nodeTitle(node)}</span>
        <Badge marks={marks} />
      </div>
      <p className="flow-node-more">{node.label}</p>
    </div>
  );
});

const TerminalNode = memo(function TerminalNode({ data }: Props) {
  const { node } = data;
  return (
    <div className={classes(node.kind, data)}>
      <Anchors top={node.kind !== 'start'} bottom={node.kind === 'start'} />
      {nodeTitle(node)}
    </div>
  );
});

export const nodeTypes = {
  start: TerminalNode,
  end: TerminalNode,
  page: PageNode,
  decision: GroupNode,
  exit: ExitNode,
} satisfies NodeTypes;
