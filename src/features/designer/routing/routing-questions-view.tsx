// The "Routing questions" view (spec §2): the routing flow as a tree an author edits by mouse or
// keyboard (the question editor's tree pattern), the settings of the selected row beside it (a
// page's quota check and ending, a branch's condition, an item's visibility, with the condition
// builder docked or in a dialog), the question picker, "Preview from here", and the checks'
// findings on their rows. Every edit goes through the draft engine, so it saves offline, reaches
// other tabs and undoes.
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Alert } from '../../../widgets/feedback';
import { isDeletedInTree } from '../../../../schema';
import { componentOf, lookupOf, type Cid } from '../../../../sync/document';
import { useDraftActions, useDraftDoc } from '../../drafts/use-draft';
import { useDraftStore } from '../../drafts/draft-store-context';
import { ChecksPanel } from '../checks/checks-panel';
import { useChecks } from '../checks/checks-context';
import { findingsByItem } from '../edit/row-findings';
import { SurveyTree, type SurveyTreeHandle, type TreeVariant } from '../edit/survey-tree';
import type { EditResult } from '../edit/tree-edits';
import * as edits from './routing-edits';
import { routingName, routingRows, type RoutingRow } from './routing-rows';
import { RoutingRowView, routingRowTitle, type RoutingRowActions } from './routing-row-view';
import { routingShortcuts } from './routing-shortcuts';
import { QuestionPicker } from './question-picker';
import { RoutingToolbar } from './routing-toolbar';
import { ItemSummary } from './item-summary';
import '../edit/edit.css';
import './routing.css';

// The settings (rich-text editors, the condition builder) and the test path (the respondent's walk)
// load in their own chunks: the tab's first rows do not wait for them.
const SettingsPanel = lazy(() => import('../edit/settings-panel').then((m) => ({ default: m.SettingsPanel })));
const TestPathPanel = lazy(() => import('./test-path/test-path-panel').then((m) => ({ default: m.TestPathPanel })));

const without = (set: ReadonlySet<string>, ids: readonly string[]) => {
  const next = new Set(set);
  for (const id of ids) next.delete(id);
  return next;
};

export function RoutingQuestionsView({ selected, onSelect, readOnly }: {
  selected: Cid | null;
  onSelect: (cid: Cid | null) => void;
  readOnly: boolean;
}) {
  const doc = useDraftDoc();
  const { run } = useDraftActions();
  const store = useDraftStore();
  const latest = useCallback(() => store.getSnapshot().doc, [store]);
  const isRouting = (cid: Cid | null) => !!cid && !!componentOf(store.getSnapshot().doc, cid)?.kind.startsWith('routing_');
  // Opened on a routing component (the flow, a finding): its settings open too; a deleted one
  // brings the deleted rows into view.
  const [settingsFor, setSettingsFor] = useState<Cid | null>(() => (isRouting(selected) ? selected : null));
  const [showDeleted, setShowDeleted] = useState(() => {
    const current = store.getSnapshot().doc;
    const target = selected ? componentOf(current, selected) : undefined;
    return !!target && isDeletedInTree(target, lookupOf(current));
  });
  const [collapsed, setCollapsed] = useState<ReadonlySet<Cid>>(new Set());
  const [message, setMessage] = useState<string | null>(() => unplacedNote(selected));
  const [pickingFor, setPickingFor] = useState<Cid | null>(null);
  const [previewFrom, setPreviewFrom] = useState<Cid | null>(null);
  const [panelWidth, setPanelWidth] = useState<number | null>(null);
  const [panelFocus, setPanelFocus] = useState(0);
  const dragged = useRef<Cid | null>(null);
  const tree = useRef<SurveyTreeHandle>(null);

  function unplacedNote(cid: Cid | null): string | null {
    const target = cid ? componentOf(store.getSnapshot().doc, cid) : undefined;
    if (!target || target.kind.startsWith('routing_')) return null;
    return `${target.name || 'That item'} is on no page: place it with a page's "Add question" button, or use "Add all unplaced questions as new pages".`;
  }

  const rows = useMemo(() => routingRows(doc, { collapsed, showDeleted }), [doc, collapsed, showDeleted]);
  const report = useCallback((result: EditResult) => {
    setMessage(result.ok ? null : result.message);
    return result;
  }, []);
  const choose = useCallback((cid: Cid) => {
    onSelect(cid);
    setPreviewFrom(null);
    setSettingsFor(cid);
  }, [onSelect]);
  const expand = useCallback((ids: readonly Cid[]) => setCollapsed((prev) => without(prev, ids)), []);

  const actions: RoutingRowActions = useMemo(() => ({
    toggle: (cid) => setCollapsed((prev) => {
      const next = new Set(prev);
      if (!next.delete(cid)) next.add(cid);
      return next;
    }),
    select: choose,
    settings: (cid) => {
      choose(cid);
      setPanelFocus((n) => n + 1);
    },
    moveBy: (cid, delta) => report(edits.moveBy({ run }, latest(), cid, delta)),
    moveOut: (cid) => report(edits.moveOut({ run }, latest(), cid)),
    moveIn: (cid) => {
      const result = report(edits.moveIn({ run }, latest(), cid));
      const parent = result.ok ? componentOf(latest(), cid)?.parent?.id : undefined;
      if (parent) expand([parent, componentOf(latest(), parent)?.parent?.id ?? '']);
    },
    remove: (cid) => {
      report(edits.remove({ run }, cid));
      setSettingsFor((open) => (open === cid ? null : open));
    },
    restore: (cid) => report(edits.restore({ run }, cid)),
    addInside: (cid) => {
      const kind = componentOf(latest(), cid)?.kind;
      if (kind === 'routing_page') return setPickingFor(cid);
      const result = report(kind === 'routing_group' ? edits.addBranch({ run }, cid) : edits.addPage({ run }, latest(), cid));
      if (result.ok && result.cid) {
        expand([cid]);
        onSelect(result.cid);
      }
    },
    preview: (cid) => {
      onSelect(cid);
      setSettingsFor(null);
      setPreviewFrom(cid);
    },
    dragStart: (cid) => {
      dragged.current = cid;
    },
    drop: (cid) => {
      if (dragged.current) report(edits.dropOn({ run }, latest(), dragged.current, cid));
      dragged.current = null;
    },
  }), [run, report, latest, choose, expand, onSelect]);

  const { findings } = useChecks();
  const rowFindings = useMemo(() => findingsByItem(findings), [findings]);

  /** Takes the author to a routing component (a finding, the preview): opens its ancestors. */
  const reveal = (cid: Cid) => {
    const current = latest();
    const target = componentOf(current, cid);
    if (!target) return;
    if (!target.kind.startsWith('routing_')) {
      setMessage(unplacedNote(cid));
      return;
    }
    if (isDeletedInTree(target, lookupOf(current))) setShowDeleted(true);
    const ancestors: Cid[] = [];
    for (let c = target.parent ? componentOf(current, target.parent.id) : undefined; c; c = c.parent ? componentOf(current, c.parent.id) : undefined) ancestors.push(c.id);
    expand(ancestors);
    choose(cid);
  };

  const closeSettings = () => {
    const cid = settingsFor;
    setSettingsFor(null);
    if (cid) tree.current?.focusRow(cid);
  };
  const closePreview = () => {
    const cid = previewFrom;
    setPreviewFrom(null);
    if (cid) tree.current?.focusRow(cid);
  };

  const added = (result: EditResult) => {
    if (report(result).ok && result.ok && result.cid) {
      onSelect(result.cid);
      tree.current?.focusRow(result.cid);
    }
  };
  const addAll = () => {
    const result = edits.addUnplacedAsPages({ run }, latest());
    setMessage(result.ok ? null : result.message);
  };

  const variant: TreeVariant<RoutingRow> = useMemo(() => ({
    regionLabel: 'Routing questions',
    treeLabel: 'Routing tree',
    titleOf: routingRowTitle,
    shortcuts: routingShortcuts,
    empty: <p>The routing has no pages yet. Add a page, or add every question as a page of its own, with the buttons above.</p>,
    renderRow: (row, state) => (
      <RoutingRowView row={row} selected={state.selected} active={state.active} readOnly={readOnly} actions={actions} findings={rowFindings.get(row.cid)} />
    ),
  }), [readOnly, actions, rowFindings]);

  const settingsComponent = settingsFor ? componentOf(doc, settingsFor) : undefined;
  const sideOpen = panelWidth !== null || previewFrom !== null;
  return (
    <div className="edit-page routing-questions">
      <RoutingToolbar readOnly={readOnly} showDeleted={showDeleted} onShowDeleted={setShowDeleted} onFailure={setMessage}
        onAddPage={() => added(edits.addPage({ run }, latest(), selected))}
        onAddGroup={() => added(edits.addGroup({ run }, latest(), selected))}
        onAddUnplaced={addAll} />
      <p className="muted routing-rule">A routing group tries its branches from top to bottom: the first whose condition holds wins.</p>
      {message && <Alert severity="warning" onDismiss={() => setMessage(null)}>{message}</Alert>}
      <ChecksPanel area="routing" onSelect={reveal} nameOf={(id) => routingName(latest(), id)} />
      <div className="edit-body" data-settings-open={sideOpen || undefined}>
        <div className="edit-tree" style={{ marginRight: previewFrom ? 0 : panelWidth ?? 0 }}>
          <SurveyTree ref={tree} rows={rows} selected={selected} readOnly={readOnly} actions={actions} variant={variant} />
        </div>
        {previewFrom ? (
          <div className="routing-preview">
            <Suspense fallback={<p role="status">Loading the preview…</p>}>
              <TestPathPanel fromPage={previewFrom} onClose={closePreview} onSelect={reveal} />
            </Suspense>
          </div>
        ) : (
          // Rendered at once, so its chunk loads beside the rows (which do not wait for it) and the
          // panel is there, with its focus handling, by the time a row's settings are asked for.
          <Suspense fallback={null}>
            <SettingsPanel cid={settingsFor} readOnly={readOnly} focusRequest={panelFocus} onClose={closeSettings} onWidthChange={setPanelWidth}
              title={settingsComponent ? `${routingName(doc, settingsComponent.id) || 'Routing item'} settings` : undefined}
              backLabel="Back to the routing questions">
              {settingsComponent?.kind === 'routing_item' && <ItemSummary item={settingsComponent} />}
            </SettingsPanel>
          </Suspense>
        )}
      </div>
      {pickingFor && (
        <QuestionPicker doc={latest()} pageName={routingName(latest(), pickingFor)} onClose={() => setPickingFor(null)} onAdd={(targets) => {
          const page = pickingFor;
          report(edits.placeOnPage({ run }, page, targets));
          setPickingFor(null);
          expand([page]);
          tree.current?.focusRow(page);
        }} />
      )}
    </div>
  );
}
