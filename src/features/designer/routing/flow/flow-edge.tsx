// An edge of the flow along dagre's route, with its condition in words beside it. Routes come from
// the layout (the same coordinates as the nodes), so a label sits where dagre made room for it.
import { BaseEdge, EdgeLabelRenderer, type EdgeProps, type EdgeTypes } from '@xyflow/react';
import { createContext, memo, useContext } from 'react';
import type { FlowElementEdge } from './flow-elements';
import type { Point } from './layout-input';

/** A smooth path through the route's points (straight ends, quadratic bends between). */
export function routePath(points: readonly Point[]): string {
  if (points.length === 0) return '';
  const [first, ...rest] = points;
  if (rest.length === 0) return `M ${first!.x} ${first!.y}`;
  let d = `M ${first!.x} ${first!.y}`;
  for (let i = 0; i < rest.length - 1; i++) {
    const bend = rest[i]!;
    const next = rest[i + 1]!;
    d += ` Q ${bend.x} ${bend.y} ${(bend.x + next.x) / 2} ${(bend.y + next.y) / 2}`;
  }
  const last = rest.at(-1)!;
  return `${d} L ${last.x} ${last.y}`;
}

/** What choosing a branch's label does: selects its routing condition (the view's onSelect). */
export const ChooseBranch = createContext<(cid: string) => void>(() => {});

const FlowEdgeView = memo(function FlowEdgeView({ id, data, markerEnd }: EdgeProps<FlowElementEdge>) {
  const choose = useContext(ChooseBranch);
  if (!data) return null;
  const { edge, points, label } = data;
  const className = ['flow-edge', `flow-edge-${edge.kind}`, edge.never && 'is-never'].filter(Boolean).join(' ');
  const labelClass = `flow-edge-label flow-edge-label-${edge.kind}${edge.never ? ' is-never' : ''}`;
  // Placed by the layout: a computed position, which only an inline transform can give.
  const place = label ? { transform: `translate(-50%, -50%) translate(${label.x}px, ${label.y}px)` } : undefined;
  const title = edge.never ? `${edge.label} (never taken)` : (edge.label ?? '');
  const branch = edge.branch;
  return (
    <>
      <BaseEdge id={id} path={routePath(points)} markerEnd={markerEnd} className={className} />
      {edge.label && label && (
        <EdgeLabelRenderer>
          {branch ? (
            // A branch's condition is a way to its routing condition in the questions view. Out of
            // the tab order: React Flow puts labels before the nodes, and the keyboard should walk
            // the flow in order (the group's node leads to its branches in the questions view).
            <button
              type="button"
              tabIndex={-1}
              className={`${labelClass} nodrag nopan`}
              style={place}
              title={title}
              aria-label={`Branch condition: ${title}`}
              onClick={() => choose(branch)}
            >
              {edge.label}
            </button>
          ) : (
            <div className={labelClass} style={place} title={title} aria-hidden="true">
              {edge.label}
            </div>
          )}
        </EdgeLabelRenderer>
      )}
    </>
  );
});

export const edgeTypes = { flow: FlowEdgeView } satisfies EdgeTypes;
