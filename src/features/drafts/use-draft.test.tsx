// @vitest-environment jsdom
import '../../widgets/feedback/dom-test-setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { memo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { ComponentKind } from '../../../schema';
import { setFields, setText } from '../../../sync/commands';
import { addEmailTask, createIntercept, setInterceptFields } from '../../../sync/deployment-commands';
import { DraftDatabase } from '../../../sync/database';
import { openDraftStore, type DraftStore } from '../../../sync/draft-store';
import { InMemoryBroadcast, InMemoryLocks } from '../../../sync/in-memory';
import { InMemoryTransport } from '../../../sync/in-memory-transport';
import { DraftStoreProvider } from './draft-store-context';
import { useChildren, useComponent, useEmailTasks, useIntercept, useSyncStatus, useUndoRedo, useUnsavedChanges } from './use-draft';
import { useOpenDraftStore } from './use-open-draft-store';

const renders = new Map<string, number>();
const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);

// (The inner function is not called Row: inside it that name would be the unmemoized function.)
const Row = memo(function TreeRow({ cid }: { cid: string }) {
  const component = useComponent(cid);
  count(cid);
  const children = useChildren(cid);
  return (
    <li>
      {component?.name}
      <ul>{children.map((child) => <Row key={child.id} cid={child.id} />)}</ul>
    </li>
  );
});

function Tree() {
  const roots = useChildren(null);
  count('tree');
  return <ul>{roots.map((c) => <Row key={c.id} cid={c.id} />)}</ul>;
}

function Status() {
  const status = useSyncStatus();
  const { flags } = useUnsavedChanges();
  const { canUndo, undo } = useUndoRedo();
  return (
    <p>
      <span data-testid="status">{status.kind}</span>
      <span data-testid="flags">{Object.entries(flags).filter(([, on]) => on).map(([flag]) => flag).join(',')}</span>
      <button type="button" disabled={!canUndo} onClick={() => undo()}>Undo</button>
    </p>
  );
}

function Tasks() {
  const tasks = useEmailTasks();
  count('tasks');
  return <ul>{tasks.map((task) => <li key={task.id}>{task.name}</li>)}</ul>;
}

function Intercept() {
  const intercept = useIntercept();
  return <p data-testid="intercept">{intercept ? (intercept.enabled ? 'on' : 'off') : 'none'}</p>;
}

const settle = async () => {
  for (let i = 0; i < 40; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

let store: DraftStore | null = null;
afterEach(() => {
  store?.close();
  renders.clear();
});

async function open() {
  const server = new InMemoryTransport('s1');
  const row = (id: string, kind: ComponentKind, name: string, order: number, parent: { id: string; kind: ComponentKind } | null) =>
    server.rows.set(id, { id, kind, name, order, parent, client_ref: null, ...(kind === 'question' ? { default_language_data: {} } : {}) });
  row('g1', 'group', 'GP1', 0, null);
  row('q1', 'question', 'Q1', 0, { id: 'g1', kind: 'group' });
  row('q2', 'question', 'Q2', 1, { id: 'g1', kind: 'group' });
  const clock = new SimulatedClock();
  store = await openDraftStore({
    db: new DraftDatabase('d', { indexedDB: new IDBFactory(), IDBKeyRange }),
    surveyId: 's1', transport: server, locks: new InMemoryLocks(), openChannel: new InMemoryBroadcast().open, clock,
  });
  render(<DraftStoreProvider store={store}><Tree /><Status /><Tasks /><Intercept /></DraftStoreProvider>);
  await settle();
  return { server, clock, store };
}

describe('draft hooks', () => {
  it('re-renders only the row whose component changed', async () => {
    const { store } = await open();
    expect(screen.getByText('Q2')).toBeInTheDocument();
    const before = new Map(renders);
    act(() => void store.run(setFields('q2', { name: 'Renamed' })));
    await settle();
    expect(screen.getByText('Renamed')).toBeInTheDocument();
    expect(renders.get('q2')).toBeGreaterThan(before.get('q2')!);
    expect(renders.get('q1')).toBe(before.get('q1'));
    expect(renders.get('tree')).toBe(before.get('tree'));
  });

  it('shows saving with the change flags, then saved, and undoes', async () => {
    const { store, clock, server } = await open();
    act(() => void store.run(setText('q1', 'question_text', 'Age?')));
    expect(screen.getByTestId('status')).toHaveTextContent('saving');
    expect(screen.getByTestId('flags')).toHaveTextContent('components');
    await settle();
    act(() => clock.increment(1000));
    await settle();
    expect(screen.getByTestId('status')).toHaveTextContent('saved');
    expect(server.rows.get('q1')).toMatchObject({ default_language_data: { question_text: 'Age?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await settle();
    act(() => clock.increment(1000));
    await settle();
    expect(server.rows.get('q1')).toMatchObject({ default_language_data: {} });
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });
});

describe('deployment hooks', () => {
  it('shows the intercept and tasks, re-rendering the task list only when a task changes', async () => {
    const { store } = await open();
    expect(screen.getByTestId('intercept')).toHaveTextContent('none');
    act(() => void store.run(addEmailTask({ cid: '01900000-0000-7000-8000-000000000001', fields: { name: 'Wave 1' } })));
    await settle();
    expect(screen.getByText('Wave 1')).toBeInTheDocument();
    expect(screen.getByTestId('flags')).toHaveTextContent('email');
    const before = renders.get('tasks');
    act(() => void store.run(createIntercept()));
    act(() => void store.run(setInterceptFields({ enabled: true })));
    await settle();
    expect(screen.getByTestId('intercept')).toHaveTextContent('on');
    expect(renders.get('tasks')).toBe(before);
  });
});

describe('useOpenDraftStore', () => {
  it('hands out the survey\'s store at once, opens it while mounted and closes it on unmount', async () => {
    const locks = new InMemoryLocks();
    const deps = (surveyId: string) => ({
      db: new DraftDatabase('o', { indexedDB: new IDBFactory(), IDBKeyRange }), surveyId,
      transport: new InMemoryTransport(surveyId), locks, openChannel: new InMemoryBroadcast().open, clock: new SimulatedClock(),
    });
    function Status() {
      return <span>{useSyncStatus().kind}</span>;
    }
    function Page() {
      const opened = useOpenDraftStore('s9', deps);
      return opened ? <DraftStoreProvider store={opened}><Status /></DraftStoreProvider> : <p>none</p>;
    }
    const { unmount } = render(<Page />);
    // Shown before its first reads: whether edits wait is not known yet.
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(locks.isHeld('fieldwork-sync:s9')).toBe(false);
    await settle();
    expect(screen.getByText('saved')).toBeInTheDocument();
    expect(locks.isHeld('fieldwork-sync:s9')).toBe(true);
    unmount();
    await settle();
    expect(locks.isHeld('fieldwork-sync:s9')).toBe(false);
  });
});
