// The survey's routing placement (issue 13): where the designer puts a new question or exit block
// in the routing flow. Stored in the survey's development_fields (schema ROUTING_PLACEMENTS) through
// the draft engine, so it saves, syncs and undoes like any edit; what it does is the editor's.
import { useId } from 'react';
import { ROUTING_PLACEMENTS, type RoutingPlacement } from '../../../../schema';
import { setSurveyFields } from '../../../../sync/commands';
import { useDraftActions, useSurveyRecord } from '../../drafts/use-draft';

export const PLACEMENT_LABELS: Readonly<Record<RoutingPlacement, string>> = {
  last_page: 'On the last page',
  own_page: 'On a page of their own',
  manual: 'Nowhere (I route by hand)',
};

const isPlacement = (value: unknown): value is RoutingPlacement => ROUTING_PLACEMENTS.includes(value as RoutingPlacement);

/** The stored placement; the schema's default while the survey has none. */
export function placementOf(developmentFields: unknown): RoutingPlacement {
  const value = (developmentFields as { routing_placement?: unknown } | null | undefined)?.routing_placement;
  return isPlacement(value) ? value : 'last_page';
}

export function PlacementSelect({ readOnly, onFailure }: { readOnly: boolean; onFailure: (message: string) => void }) {
  const id = useId();
  const record = useSurveyRecord();
  const { run } = useDraftActions();
  const fields = (record?.development_fields ?? {}) as Readonly<Record<string, unknown>>;
  const value = placementOf(fields);
  const change = (next: string) => {
    if (!isPlacement(next) || next === value) return;
    // development_fields is saved whole: the other fields (client, project) go along unchanged.
    const result = run(setSurveyFields({ development_fields: { ...fields, routing_placement: next } }));
    if (!result.ok) onFailure(result.message);
  };
  return (
    <span className="routing-placement">
      <label htmlFor={id}>New questions and exits go</label>
      <select id={id} value={value} disabled={readOnly || !record} onChange={(e) => change(e.target.value)}>
        {ROUTING_PLACEMENTS.map((p) => <option key={p} value={p}>{PLACEMENT_LABELS[p]}</option>)}
      </select>
    </span>
  );
}
