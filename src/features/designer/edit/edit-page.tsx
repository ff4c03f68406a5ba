// The question editor (designer edit tab): the survey tree with Add menus, moves, duplicate,
// delete and the deleted-items toggle; the settings panel for the selected item; and the
// edit/preview toggle. Every edit goes through the draft engine (offline, tabs, undo).
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearch } from '@tanstack/react-router';
import { useLogin } from '../../../app/session-context';
import { hasFeature } from '../../../app/guards';
import { Alert } from '../../../widgets/feedback';
import { useDraftActions, useDraftDoc, useDraftReady } from '../../drafts/use-draft';
import { useDraftStore } from '../../drafts/draft-store-context';
import { componentOf } from '../../../../sync/document';
import { patchSurvey } from '../../../../schema/api/admin/surveys';
import { useMayOnSurvey } from '../designer-context';
import { AddMenu } from './add-menu';
import { SurveyTree, type SurveyTreeHandle } from './survey-tree';
import { treeRowsCacheOf } from './tree-rows';
import type { RowActions } from './tree-row-view';
import * as edits from './tree-edits';
import type { AddChoiceId } from './add-catalogue';
import { SettingsPanel } from './settings-panel';
import { PreviewPane } from './preview-pane';
import { PasteAnswersDialog } from './paste-answers-dialog';
import { EditingLanguageProvider } from './editing-language-context';
import { EditingLanguageSelect } from './editing-language-select';
import { ChecksPanel } from '../checks/checks-panel';
import { useChecks } from '../checks/checks-context';
import './edit.css';
import { findingsByItem } from './row-findings';

type Mode = 'edit' | 'preview';

export function EditPage() {
  const login = useLogin();
  const readOnly = !useMayOnSurvey(patchSurvey);
  const ready = useDraftReady();
  const doc = useDraftDoc();
  const { run } = useDraftActions();
  const [mode, setMode] = useState<Mode>('edit');
  // ?item=<cid>: another screen (a refused publish's findings) sent the author to this item.
  const { item: requested } = useSearch({ strict: false });
  const [selected, setSelected] = useState<string | null>(requested ?? null);
  const [settingsFor, setSettingsFor] = useState<string | null>(requested ?? null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [showDeleted, setShowDeleted] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [pastingInto, setPastingInto] = useState<string | null>(null);
  const [panelWidth, setPanelWidth] = useState<number | null>(null);
  const dragged = useRef<string | null>(null);
  const tree = useRef<SurveyTreeHandle>(null);
  // Bumped when the settings are opened from the tree's keys or cog: focus then moves into them.
  const [panelFocus, setPanelFocus] = useState(0);
  const store = useDraftStore();
  // Row actions read the latest document from the store, so they stay one object and rows
  // that did not change do not re-render.
  const latest = useCallback(() => store.getSnapshot().doc, [store]);

  // One cache per draft: a text edit patches the last tree instead of walking the survey again,
  // and the first tree was made while the page was idle (designer-draft.tsx).
  const treeCache = treeRowsCacheOf(store);
  const rows = useMemo(() => treeCache.rows(doc, { collapsed, showDeleted }), [treeCache, doc, collapsed, showDeleted]);
  const report = useCallback((result: edits.EditResult) => {
    setMessage(result.ok ? null : result.message);
    return result;
  }, []);

  const actions: RowActions = useMemo(() => ({
    toggle: (cid) => setCollapsed((prev) => {
      const next = new Set(prev);
      if (!next.delete(cid)) next.add(cid);
      return next;
    }),
    select: (cid) => {
      setSelected(cid);
      setSettingsFor(cid);
    },
    settings: (cid) => {
      setSelected(cid);
      setSettingsFor(cid);
      setPanelFocus((n) => n + 1);
    },
    moveBy: (cid, delta) => report(edits.moveBy({ run }, latest(), cid, delta)),
    moveOut: (cid) => report(edits.moveOut({ run }, latest(), cid)),
    moveIn: (cid) => {
      const result = report(edits.moveIn({ run }, latest(), cid));
      // The new parent opens, so the moved row (and its focus) stays in view.
      const parent = result.ok ? componentOf(latest(), cid)?.parent?.id : undefined;
      if (parent) setCollapsed((prev) => {
        const next = new Set(prev);
        next.delete(parent);
        return next;
      });
    },
    duplicate: (cid) => {
      const result = report(edits.duplicate({ run }, latest(), cid));
      if (result.ok && result.cid) setSelected(result.cid);
    },
    remove: (cid) => {
      report(edits.remove({ run }, cid));
      setSettingsFor((open) => (open === cid ? null : open));
    },
    restore: (cid) => report(edits.restore({ run }, cid)),
    addChild: (cid) => {
      const result = report(edits.addChild({ run }, latest(), cid));
      if (result.ok && result.cid) {
        setCollapsed((prev) => {
          const next = new Set(prev);
          next.delete(cid);
          return next;
        });
        setSelected(result.cid);
      }
    },
    pasteAnswers: (cid) => setPastingInto(cid),
    dragStart: (cid) => {
      dragged.current = cid;
    },
    drop: (cid) => {
      if (dragged.current) report(edits.dropOn({ run }, latest(), dragged.current, cid));
      dragged.current = null;
    },
  }), [run, report, latest]);

  const { findings } = useChecks();
  const rowFindings = useMemo(() => findingsByItem(findings), [findings]);
  const findingsOf = useCallback((cid: string) => rowFindings.get(cid), [rowFindings]);

  /** Takes the author to an item a finding names: opens its ancestors, selects it, opens settings. */
  const reveal = (cid: string) => {
    const current = latest();
    const target = componentOf(current, cid);
    if (!target) return;
    setMode('edit');
    if (target.deleted) setShowDeleted(true);
    setCollapsed((prev) => {
      const next = new Set(prev);
      for (let c = target.parent ? componentOf(current, target.parent.id) : undefined; c; c = c.parent ? componentOf(current, c.parent.id) : undefined) next.delete(c.id);
      return next;
    });
    setSelected(cid);
    setSettingsFor(cid);
  };

  /** Closing the settings (Esc, Close, Back) hands focus back to their row in the tree. */
  const closeSettings = () => {
    const cid = settingsFor;
    setSettingsFor(null);
    if (cid) tree.current?.focusRow(cid);
  };

  const add = (choice: AddChoiceId) => {
    const result = report(edits.addChoice({ run }, doc, choice, selected));
    if (result.ok && result.cid) {
      setSelected(result.cid);
      setSettingsFor(result.cid);
    }
  };

  if (!ready) return <p role="status">Loading the survey…</p>;
  return (
    <EditingLanguageProvider>
    <div className="edit-page">
      <div className="edit-toolbar" role="toolbar" aria-label="Question editor">
        <AddMenu onAdd={add} disabled={readOnly || mode === 'preview'} canUseFeature={(f) => hasFeature(login, f)} />
        <label className="toggle">
          <input type="checkbox" checked={showDeleted} onChange={(e) => setShowDeleted(e.target.checked)} />
          Show deleted items
        </label>
        <fieldset className="mode-switch">
          <legend className="visually-hidden">Edit or preview</legend>
          {(['edit', 'preview'] as const).map((m) => (
            <label key={m}>
              <input type="radio" name="designer-mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
              {m === 'edit' ? 'Edit' : 'Preview'}
            </label>
          ))}
        </fieldset>
        <EditingLanguageSelect />
        {readOnly && <span className="muted">You have read access: the survey cannot be changed.</span>}
      </div>
      {message && <Alert severity="warning" onDismiss={() => setMessage(null)}>{message}</Alert>}
      <ChecksPanel onSelect={reveal} nameOf={(id) => componentOf(latest(), id)?.name ?? ''} />
      {mode === 'preview' ? <PreviewPane doc={doc} /> : (
        // Open settings take the tree's place on a narrow screen (edit.css).
        <div className="edit-body" data-settings-open={panelWidth !== null || undefined}>
          {/* The tree gives the open settings panel its room, so no row action hides under it. */}
          <div className="edit-tree" style={{ marginRight: panelWidth ?? 0 }}>
            <SurveyTree ref={tree} rows={rows} selected={selected} readOnly={readOnly} actions={actions} findingsOf={findingsOf} />
          </div>
          <SettingsPanel cid={settingsFor} readOnly={readOnly} focusRequest={panelFocus} onClose={closeSettings} onWidthChange={setPanelWidth} />
        </div>
      )}
      {pastingInto && (
        <PasteAnswersDialog noun={componentOf(doc, pastingInto)?.kind === 'grid' ? 'rows' : 'answers'} onClose={() => setPastingInto(null)} onPaste={(rows) => {
          report(edits.addChildrenFromText({ run }, latest(), pastingInto, rows));
          setPastingInto(null);
        }} />
      )}
    </div>
    </EditingLanguageProvider>
  );
}
