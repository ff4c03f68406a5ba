// The UI's door to the draft engine: read the survey's view with structural sharing (a hook
// returns the same object while its part is unchanged, so a large tree re-renders only the rows
// that changed), dispatch commands, undo and redo, and read how saving goes.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Component, ComponentKind } from '../../../schema';
import type { ChangeSummary } from '../../../sync/batch-compiler';
import type { Command } from '../../../sync/commands';
import type { ConflictRow } from '../../../sync/database';
import { emailTasksOf, type DraftEmailTask, type DraftIntercept } from '../../../sync/deployments';
import { childrenOf, componentOf, emailTaskOf, type Cid, type DraftDoc, type SurveyRecord } from '../../../sync/document';
import type { DispatchResult, DraftSnapshot, DraftStore } from '../../../sync/draft-store';
import type { Op } from '../../../sync/operations';
import type { SyncStatus } from '../../../sync/status';
import { useDraftStore } from './draft-store-context';

type Equal<T> = (a: T, b: T) => boolean;

/**
 * A slice of the store's snapshot; re-renders only when `isEqual` says the slice changed. Pass a
 * stable selector (module-level or useCallback) to keep the memo across renders.
 */
export function useDraftSelector<T>(selector: (snapshot: DraftSnapshot) => T, isEqual: Equal<T> = Object.is): T {
  const source = useDraftStore();
  const getSelection = useMemo(() => memoizedSelection(source, selector, isEqual), [source, selector, isEqual]);
  return useSyncExternalStore(source.subscribe, getSelection, getSelection);
}

/** getSnapshot for useSyncExternalStore: the previous selection while it is still equal. */
function memoizedSelection<T>(source: DraftStore, selector: (snapshot: DraftSnapshot) => T, isEqual: Equal<T>): () => T {
  let memo: { snapshot: DraftSnapshot; selection: T } | null = null;
  return () => {
    const snapshot = source.getSnapshot();
    if (memo?.snapshot === snapshot) return memo.selection;
    const selection = selector(snapshot);
    memo = { snapshot, selection: memo && isEqual(memo.selection, selection) ? memo.selection : selection };
    return memo.selection;
  };
}

const selectDoc = (s: DraftSnapshot) => s.doc;
const selectSurvey = (s: DraftSnapshot) => s.doc.survey;
const selectStatus = (s: DraftSnapshot) => s.status;
const selectChanges = (s: DraftSnapshot) => s.changes;
const selectConflicts = (s: DraftSnapshot) => s.conflicts;
const selectReady = (s: DraftSnapshot) => s.ready;
const selectIntercept = (s: DraftSnapshot) => s.doc.intercept;
const selectEmailTasks = (s: DraftSnapshot) => emailTasksOf(s.doc.emailTasks);
const selectHistory = (s: DraftSnapshot) => ({ canUndo: s.canUndo, canRedo: s.canRedo });
const sameHistory: Equal<{ canUndo: boolean; canRedo: boolean }> = (a, b) => a.canUndo === b.canUndo && a.canRedo === b.canRedo;
const sameStatus: Equal<SyncStatus> = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** The whole view (re-renders on any change: prefer the narrower hooks below in large trees). */
export function useDraftDoc(): DraftDoc {
  return useDraftSelector(selectDoc);
}

export function useDraftReady(): boolean {
  return useDraftSelector(selectReady);
}

export function useSurveyRecord(): SurveyRecord | null {
  return useDraftSelector(selectSurvey);
}

/** One component; the same object until it changes. */
export function useComponent(cid: Cid): Component | undefined {
  const selector = useCallback((s: DraftSnapshot) => componentOf(s.doc, cid), [cid]);
  return useDraftSelector(selector);
}

/** A parent's children as shown (null: the root), optionally of one kind; the same array until one changes. */
export function useChildren(parent: Cid | null, kind?: ComponentKind): readonly Component[] {
  const selector = useCallback((s: DraftSnapshot) => {
    const children = childrenOf(s.doc, parent);
    return kind === undefined ? children : children.filter((c) => c.kind === kind);
  }, [parent, kind]);
  return useDraftSelector(selector, sameList);
}

/** The website intercept's configuration (null: none); the same object until it changes. */
export function useIntercept(): DraftIntercept | null {
  return useDraftSelector(selectIntercept);
}

/** The e-mail tasks as the launch list shows them (saved oldest first, then new); the same array until one changes. */
export function useEmailTasks(): readonly DraftEmailTask[] {
  return useDraftSelector(selectEmailTasks, sameList);
}

/** One e-mail task by cid; the same object until it changes. */
export function useEmailTask(cid: Cid): DraftEmailTask | undefined {
  const selector = useCallback((s: DraftSnapshot) => emailTaskOf(s.doc, cid), [cid]);
  return useDraftSelector(selector);
}

/** Saved, saving, offline with N changes waiting, or an error with its reason. */
export function useSyncStatus(): SyncStatus {
  return useDraftSelector(selectStatus, sameStatus);
}

/** The spec's change flags (survey, components, conditional texts, routings, intercept, email) and their count. */
export function useUnsavedChanges(): ChangeSummary & { readonly hasUnsavedChanges: boolean } {
  const changes = useDraftSelector(selectChanges);
  return useMemo(() => ({ ...changes, hasUnsavedChanges: changes.count > 0 }), [changes]);
}

export function useConflicts(): { readonly conflicts: readonly ConflictRow[]; readonly dismiss: (id: string) => Promise<void> } {
  const store = useDraftStore();
  const conflicts = useDraftSelector(selectConflicts);
  const dismiss = useCallback((id: string) => store.dismissConflict(id), [store]);
  return { conflicts, dismiss };
}

export interface DraftActions {
  /** Runs a command (sync/commands.ts) as one gesture; a refusal comes back as a value. */
  run(command: Command, options?: { gestureId?: string }): DispatchResult;
  dispatch(ops: Op | readonly Op[], options?: { gestureId?: string }): DispatchResult;
  syncNow(): void;
  retry(): void;
}

export function useDraftActions(): DraftActions {
  const store = useDraftStore();
  return useMemo(() => ({
    run: (command, options) => store.run(command, options),
    dispatch: (ops, options) => store.dispatch(ops, options),
    syncNow: () => store.syncNow(),
    retry: () => store.retry(),
  }), [store]);
}

export function useUndoRedo(): { readonly canUndo: boolean; readonly canRedo: boolean; undo(): DispatchResult; redo(): DispatchResult } {
  const store = useDraftStore();
  const history = useDraftSelector(selectHistory, sameHistory);
  return useMemo(() => ({ ...history, undo: () => store.undo(), redo: () => store.redo() }), [history, store]);
}
