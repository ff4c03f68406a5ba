// The fuzzed world: browsers ("clients", each with its own IndexedDB, locks and BroadcastChannel
// hub) with one to three tabs each, one simulated clock, and the faulty network to the real server.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { SimulatedClock } from 'xstate';
import { DraftDatabase } from '../../../sync/database';
import { openDraftStore, type DraftStore } from '../../../sync/draft-store';
import { InMemoryBroadcast, InMemoryLocks } from '../../../sync/in-memory';
import type { NewPendingOp } from '../../../sync/operations';
import { DEBOUNCE_MS } from '../../../sync/sync.machine';
import { createHttpTransport } from '../../../sync/transport';
import type { TestServer } from '../../../server/testing/harness';
import { Network } from './network';
import { Prng } from './prng';

export const EPOCH = 1_750_000_000_000;

export interface Tab {
  readonly name: string;
  readonly client: Client;
  readonly store: DraftStore;
  readonly db: DraftDatabase;
  alive: boolean;
}

export interface Client {
  readonly index: number;
  readonly factory: IDBFactory;
  readonly locks: InMemoryLocks;
  readonly hub: InMemoryBroadcast;
  readonly tabs: Tab[];
  readonly connectivity: Set<(online: boolean) => void>;
  /** Every operation any of its tabs stored, in order. */
  readonly ledger: NewPendingOp[];
  tabsOpened: number;
  /** The tab last seen leading, to count failovers. */
  leader: Tab | null;
}

export interface WorldCounters {
  steps: number;
  ops: number;
  crashes: number;
  /** A crashed leader's client had another tab take over the loop. */
  failovers: number;
  refreshes: number;
  offlineSpans: number;
}

export class World {
  readonly clock = new SimulatedClock();
  readonly network: Network;
  readonly clients: Client[] = [];
  readonly counters: WorldCounters = { steps: 0, ops: 0, crashes: 0, failovers: 0, refreshes: 0, offlineSpans: 0 };
  private emits = 0;
  /** IndexedDB requests and transactions under way: settling waits for none. */
  private inflight = 0;
  private finished = 0;
  private crashedLeaders = new Set<Client>();

  constructor(
    readonly server: TestServer,
    readonly token: string,
    readonly surveyId: string,
    readonly prng: Prng,
    clientCount: number,
  ) {
    this.network = new Network(server);
    for (let index = 0; index < clientCount; index++) {
      this.clients.push({
        index, factory: new IDBFactory(), locks: new InMemoryLocks(), hub: new InMemoryBroadcast(),
        tabs: [], connectivity: new Set(), ledger: [], tabsOpened: 0, leader: null,
      });
    }
  }

  get liveTabs(): Tab[] {
    return this.clients.flatMap((client) => client.tabs.filter((tab) => tab.alive));
  }

  async openTab(client: Client): Promise<Tab> {
    const name = `c${client.index}t${client.tabsOpened++}`;
    const ids = new Prng(this.prng.seed * 7919 + client.index * 131 + client.tabsOpened);
    const gaps = new Prng(this.prng.seed * 104729 + client.index * 17 + client.tabsOpened);
    const db = new DraftDatabase('fieldwork-drafts', { indexedDB: client.factory, IDBKeyRange });
    this.track(db);
    const store = await openDraftStore({
      db, surveyId: this.surveyId, tabId: name,
      transport: createHttpTransport({ fetch: this.network.fetchFor(client.index, name), token: () => this.token }),
      locks: client.locks, openChannel: client.hub.open, clock: this.clock,
      random: () => ids.next(),
      newId: () => uuidv7({ msecs: EPOCH + this.clock.now(), random: ids.bytes(16) }),
      now: () => EPOCH + this.clock.now(),
      refreshToken: async () => void (this.counters.refreshes += 1),
      connectivity: (listener) => {
        client.connectivity.add(listener);
        return () => client.connectivity.delete(listener);
      },
      maxItems: 40,
      onOperations: (ops) => {
        client.ledger.push(...ops);
        // Sometimes the save debounce runs out between a tab storing an edit and reading it back
        // (a busy main thread does that in a browser): the leader may then save or drop the edit
        // before the tab has seen it in the log. Its own stream, so the seeds' other choices stay.
        if (gaps.chance(0.3)) this.clock.increment(DEBOUNCE_MS);
      },
    });
    store.subscribe(() => void (this.emits += 1));
    const tab: Tab = { name, client, store, db, alive: true };
    client.tabs.push(tab);
    return tab;
  }

  /** The tab dies: no goodbye, its database connection drops, its lock goes to the next tab. */
  crash(tab: Tab): void {
    if (!tab.alive) return;
    tab.alive = false;
    this.counters.crashes += 1;
    if (tab.store.getSnapshot().isLeader) this.crashedLeaders.add(tab.client);
    tab.store.close();
    tab.db.close();
  }

  setOnline(client: Client, online: boolean): void {
    if (online) this.network.offline.delete(client.index);
    else {
      this.network.offline.add(client.index);
      this.counters.offlineSpans += 1;
    }
    for (const listener of client.connectivity) listener(online);
  }

  /** Runs every pending callback, IndexedDB transaction and message until nothing moves. */
  async settle(): Promise<void> {
    let quiet = 0;
    let last = this.activity();
    for (let round = 0; round < 5000 && quiet < 15; round++) {
      await new Promise((resolve) => setImmediate(resolve));
      const now = this.activity();
      if (now === last && this.inflight === 0) quiet += 1;
      else {
        quiet = 0;
        last = now;
      }
    }
    this.noteLeaders();
  }

  private activity(): number {
    return this.network.stats.requests + this.emits + this.network.flights.length + this.finished;
  }

  /** Counts a database's requests and transactions, so `settle` knows when IndexedDB is idle. */
  private track(db: DraftDatabase): void {
    const watch = <T>(promise: Promise<T>): Promise<T> => {
      this.inflight += 1;
      const done = () => {
        this.inflight -= 1;
        this.finished += 1;
      };
      promise.then(done, done);
      return promise;
    };
    db.use({
      stack: 'dbcore',
      name: 'settle-tracker',
      create: (down) => ({
        ...down,
        transaction: (stores, mode, options) => {
          const tx = down.transaction(stores, mode, options) as unknown as IDBTransaction;
          watch(new Promise<void>((resolve) => {
            tx.addEventListener('complete', () => resolve());
            tx.addEventListener('abort', () => resolve());
            tx.addEventListener('error', () => resolve());
          }));
          return tx as never;
        },
        table: (name) => {
          const table = down.table(name);
          return {
            ...table,
            mutate: (req) => watch(table.mutate(req)),
            get: (req) => watch(table.get(req)),
            getMany: (req) => watch(table.getMany(req)),
            query: (req) => watch(table.query(req)),
            openCursor: (req) => watch(table.openCursor(req)),
            count: (req) => watch(table.count(req)),
          };
        },
      }),
    });
  }

  private noteLeaders(): void {
    for (const client of this.clients) {
      const leader = client.tabs.find((tab) => tab.alive && tab.store.getSnapshot().isLeader) ?? null;
      if (leader && leader !== client.leader && this.crashedLeaders.has(client)) {
        this.counters.failovers += 1;
        this.crashedLeaders.delete(client);
      }
      if (leader) client.leader = leader;
    }
  }

  async advance(ms: number): Promise<void> {
    this.clock.increment(ms);
    await this.settle();
  }
}
