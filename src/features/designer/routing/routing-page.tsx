// The Routing tab at /surveys/{id}/routing (spec §2): two views of the routing flow, "Routing
// questions" (the editor, a tree) and "Routing flow" (the graph), switched in the URL (?view=) so
// a link or a reload keeps the view; ?item= selects a routing component. Choosing a node in the
// flow opens the questions view on it. Read-only for an author who may not change the survey.
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { patchSurvey } from '../../../../schema/api/admin/surveys';
import { useDraftReady } from '../../drafts/use-draft';
import { useMayOnSurvey } from '../designer-context';
import { useWhenIdle } from '../../layout/when-idle';
import { RoutingQuestionsView } from './routing-questions-view';
import type { RoutingView } from './routing-search';

// The graph brings its library along: loaded apart from the tab, and fetched while the author is
// on the questions view (idle), so the first switch to the flow does not wait for the network.
const loadFlowView = () => import('./flow/routing-flow-view');
const RoutingFlowView = lazy(() => loadFlowView().then((m) => ({ default: m.RoutingFlowView })));

const views: readonly { readonly id: RoutingView; readonly label: string }[] = [
  { id: 'questions', label: 'Routing questions' },
  { id: 'flow', label: 'Routing flow' },
];

export function RoutingPage() {
  const readOnly = !useMayOnSurvey(patchSurvey);
  const ready = useDraftReady();
  const search = useSearch({ from: '/app/surveys/$surveyId/routing' });
  const navigate = useNavigate({ from: '/surveys/$surveyId/routing' });
  const view: RoutingView = search.view ?? 'questions';
  const [selected, setSelected] = useState<string | null>(search.item ?? null);

  // The URL is written in the event: the view and what is selected, so the other view opens on it.
  const show = (next: RoutingView, item: string | null) => {
    setSelected(item);
    void navigate({ search: (prev) => ({ ...prev, view: next, item: item ?? undefined }), replace: false });
  };

  useWhenIdle(() => void loadFlowView());

  if (!ready) return <p role="status">Loading the survey…</p>;
  return (
    <div className="routing-page">
      <fieldset className="mode-switch routing-views">
        <legend className="visually-hidden">Routing view</legend>
        {views.map((v) => (
          <label key={v.id}>
            <input type="radio" name="routing-view" value={v.id} checked={view === v.id} onChange={() => show(v.id, selected)} />
            {v.label}
          </label>
        ))}
      </fieldset>
      {view === 'questions' ? (
        // Keyed by the requested item: arriving from the flow or a finding reveals it afresh.
        <RoutingQuestionsView key={search.item ?? ''} selected={selected} onSelect={setSelected} readOnly={readOnly} />
      ) : (
        <Suspense fallback={<p role="status">Drawing the routing flow…</p>}>
          <RoutingFlowView selected={selected} onSelect={(cid) => show('questions', cid)} />
        </Suspense>
      )}
    </div>
  );
}

