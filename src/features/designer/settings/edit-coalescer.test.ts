import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { addComponent } from '../../../../sync/commands';
import { DraftDatabase } from '../../../../sync/database';
import { componentOf } from '../../../../sync/document';
import { openDraftStore, type DraftStore } from '../../../../sync/draft-store';
import { InMemoryBroadcast, InMemoryLocks } from '../../../../sync/in-memory';
import { InMemoryTransport } from '../../../../sync/in-memory-transport';
import { EditCoalescer, PAUSE_MS, PendingEdits } from './edit-coalescer';

/** Types `text` one key at a time, `gap` ms apart, as the value so far. */
function type(coalescer: EditCoalescer<string>, from: string, text: string, gap = 80): string {
  let value = from;
  for (const key of text) {
    value += key;
    coalescer.edit(value);
    vi.advanceTimersByTime(gap);
  }
  return value;
}

describe('EditCoalescer', () => {
  // Only the timers the coalescer uses: fake-indexeddb and Dexie below run on setImmediate.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('hands over one value per pause, the latest typed', () => {
    const commit = vi.fn();
    const coalescer = new EditCoalescer<string>(commit, { registry: new PendingEdits() });
    const hello = type(coalescer, '', 'Hello');
    expect(commit).not.toHaveBeenCalled();
    expect(coalescer.pending).toBe(true);
    vi.advanceTimersByTime(PAUSE_MS);
    expect(commit.mock.calls).toEqual([['Hello']]);
    type(coalescer, hello, ' world');
    vi.advanceTimersByTime(PAUSE_MS);
    expect(commit.mock.calls).toEqual([['Hello'], ['Hello world']]);
    expect(coalescer.pending).toBe(false);
  });

  it('flushes at once, and a flush with nothing waiting hands over nothing', () => {
    const commit = vi.fn();
    const coalescer = new EditCoalescer<string>(commit, { registry: new PendingEdits() });
    type(coalescer, '', 'ab');
    coalescer.flush();
    coalescer.flush();
    vi.advanceTimersByTime(PAUSE_MS * 2);
    expect(commit.mock.calls).toEqual([['ab']]);
  });

  it('hands over every waiting field on pagehide and when the page is hidden', () => {
    const registry = new PendingEdits();
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    registry.listen(win, doc);
    const question = vi.fn();
    const label = vi.fn();
    const questionText = new EditCoalescer<string>(question, { registry });
    const answerLabel = new EditCoalescer<string>(label, { registry });
    type(questionText, '', 'Why', 20);
    type(answerLabel, '', 'Yes', 20);
    expect(registry.size).toBe(2);

    win.dispatchEvent(new Event('pagehide'));
    expect(question.mock.calls).toEqual([['Why']]);
    expect(label.mock.calls).toEqual([['Yes']]);
    expect(registry.size).toBe(0);
    vi.advanceTimersByTime(PAUSE_MS);
    expect(question).toHaveBeenCalledTimes(1);

    type(questionText, 'Why', '?', 20);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(question).toHaveBeenCalledTimes(1); // still visible
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(question.mock.calls.at(-1)).toEqual(['Why?']);
  });

  describe('feeding the draft engine', () => {
    let store: DraftStore;
    let db: DraftDatabase;

    beforeEach(async () => {
      const transport = new InMemoryTransport('survey-1');
      transport.rows.set('srv-g', { id: 'srv-g', kind: 'group', name: 'GP1', order: 0, parent: null, client_ref: null });
      db = new DraftDatabase('drafts', { indexedDB: new IDBFactory(), IDBKeyRange });
      let ids = 0;
      store = await openDraftStore({
        db, surveyId: 'survey-1', transport, locks: new InMemoryLocks(), openChannel: new InMemoryBroadcast().open,
        clock: new SimulatedClock(), random: () => 0.5,
        newId: () => `0190000${String(++ids).padStart(5, '0')}-0000-7000-8000-000000000000`,
      });
      for (let i = 0; i < 200 && !store.getSnapshot().ready; i++) await new Promise((resolve) => setImmediate(resolve));
      const added = store.run(addComponent({ kind: 'question', cid: 'q-1', parent: 'srv-g' }));
      if (!added.ok) throw new Error(added.message);
      await added.durable;
      // The first sync sends what waits as soon as its pull is stored; the pushes after it wait for
      // the (simulated) clock. Typing starts once that first send is acknowledged, so the log then
      // holds exactly the operations typed.
      for (let i = 0; i < 200 && store.getSnapshot().status.kind !== 'saved'; i++) await new Promise((resolve) => setImmediate(resolve));
      expect(store.getSnapshot().status.kind).toBe('saved');
    });
    afterEach(() => store.close());

    const questionText = () => {
      const question = componentOf(store.getSnapshot().doc, 'q-1');
      return question?.kind === 'question' ? question.default_language_data?.question_text : undefined;
    };
    const storedEdits = async () => (await db.pending.toArray()).filter((entry) => entry.op.type === 'setFields');

    it('stores one operation per pause, and undo takes back a pause at a time', async () => {
      const durable: Promise<void>[] = [];
      // As the settings panel does: each hand-over is its own gesture.
      const coalescer = new EditCoalescer<string>((text) => {
        const result = store.dispatch({ type: 'setFields', cid: 'q-1', kind: 'question', changes: [{ path: ['default_language_data', 'question_text'], value: text }] });
        if (!result.ok) throw new Error(result.message);
        durable.push(result.durable);
      }, { registry: new PendingEdits() });

      const before = questionText();
      const first = type(coalescer, '', 'How old');
      vi.advanceTimersByTime(PAUSE_MS);
      await Promise.all(durable);
      expect(await storedEdits()).toHaveLength(1);
      expect(questionText()).toBe('How old');

      type(coalescer, first, ' are you?');
      vi.advanceTimersByTime(PAUSE_MS);
      await Promise.all(durable);
      // Sixteen keys, two pauses: two operations in IndexedDB, not sixteen.
      expect((await storedEdits()).map((entry) => entry.op)).toMatchObject([
        { changes: [{ value: 'How old' }] },
        { changes: [{ value: 'How old are you?' }] },
      ]);

      store.undo();
      expect(questionText()).toBe('How old');
      store.undo();
      expect(questionText()).toBe(before);
    });
  });
});
