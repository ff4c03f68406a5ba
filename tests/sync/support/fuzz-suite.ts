// Fault injection for the draft engine: 2–4 browsers × 1–3 tabs edit one survey on the real
// server (in process, PGlite) through a network that drops, duplicates, delays, reorders, fails
// before and after commit, and answers 429 and 401; tabs crash, leaders fail over, browsers go
// offline. Invariants hold after every step and at the end (see support/checks.ts, and
// support/deployment-checks.ts for the intercept and the e-mail tasks).
//
// A seed runs until its tabs have recorded SYNC_FUZZ_OPS operations (network, clock, crash and
// offline steps come in between, about one step in two is an edit). The normal run (npm test, CI)
// takes 100 seeds × 200 operations; `npm run fuzz:sync` takes 300 seeds × 300 from seed 5000.
//   SYNC_FUZZ_SEEDS=200 SYNC_FUZZ_OPS=120 SYNC_FUZZ_FROM=5000 npx vitest run tests/sync   (a long run)
//   SYNC_FUZZ_SEED=1234 npx vitest run tests/sync                          (one seed)
// The seeds are split over two test files (fault-injection*.test.ts) so they use both cores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../server/testing/harness';
import { deepEqual } from '../../../sync/paths';
import { checkCreationsLanded, checkNoLostWrite, checkServer, checkView, InvariantError, sameComponents, serverState } from './checks';
import {
  checkInterceptWrites, checkServerTasks, checkTabDeployments, checkTaskRemovals, checkTasksLanded, checkTaskWrites, deploymentState, livesOf, shownTasks,
} from './deployment-checks';
import { randomEdit } from './edits';
import { FAULTS, type Fault } from './network';
import { Prng } from './prng';
import { World, type Client } from './world';

/**
 * [seed, operations] runs that once failed (pinned when seeds counted steps, so they run at least
 * as long as they did then); they run first, every time.
 * 1014: a save round replayed an insertion onto a base holding its shift (sibling orders grew
 *       forever); 1026, 1070, 1071: redo after an undo that no longer applied; 1040: tabs read
 *       before IndexedDB settled.
 */
const PINNED: readonly (readonly [number, number])[] = [[1014, 100], [1026, 100], [1040, 100], [1070, 100], [1071, 100]];
const SEEDS = Number(process.env.SYNC_FUZZ_SEEDS ?? 100);
const OPS = Number(process.env.SYNC_FUZZ_OPS ?? 200);
const ONLY = process.env.SYNC_FUZZ_SEED ? [[Number(process.env.SYNC_FUZZ_SEED), OPS] as const] : null;
const FIRST = Number(process.env.SYNC_FUZZ_FROM ?? 1000);

/**
 * The seeds of one of `parts` test files: the pinned ones and the first share go to part 0, so
 * the files run side by side on the two cores; SYNC_FUZZ_SEED runs that one seed in part 0 only.
 */
export function fuzzSeeds(part: number, parts: number): (readonly [number, number])[] {
  if (ONLY) return part === 0 ? ONLY : [];
  const share = Math.ceil(SEEDS / parts);
  const from = FIRST + part * share;
  const mine = Array.from({ length: Math.max(0, Math.min(share, SEEDS - part * share)) }, (_, i) => [from + i, OPS] as const);
  return part === 0 ? [...PINNED, ...mine] : mine;
}

const faultWeights: Record<Fault, number> = { ok: 60, drop: 8, lostReply: 10, duplicate: 6, server500: 6, rateLimit: 4, unauthorized: 6 };
const totals = {
  seeds: 0, steps: 0, ops: 0, short: 0, requests: 0, crashes: 0, failovers: 0, refreshes: 0, offlineSpans: 0,
  committedThenLost: 0, replayedReplies: 0, replayedByOtherTab: 0, conflicts: 0, undoRedoChecks: 0,
  interceptOps: 0, emailOps: 0, serverTasks: 0, tasksInLaterLife: 0,
  delivered: Object.fromEntries(FAULTS.map((f) => [f, 0])) as Record<Fault, number>,
};

let server: TestServer;
let token: string;

const recordedOps = (world: World) => world.clients.reduce((n, c) => n + c.ledger.length, 0);

/**
 * Runs one seed until its tabs recorded `ops` operations (at most 6 steps per operation, so a seed
 * that stops editing still ends); returns its trace and the server's final document.
 */
async function runSeed(seed: number, ops: number): Promise<{ trace: string[]; final: unknown }> {
  const prng = new Prng(seed);
  const created = await server.call('POST', '/admin/api/surveys', { token, body: { title: `Fuzz ${seed}` } });
  const surveyId = created.body.survey.id as string;
  // A new survey starts with a routing page whose id the server mints at random. A seed must
  // replay to the same document, so its survey holds only what its own tabs make: the page goes.
  const start = await server.call('GET', `/admin/api/surveys/${surveyId}/routes`, { token });
  const pages = (start.body.components as { id: string }[]).map((c) => ({ action: 'delete', id: c.id }));
  if (pages.length) expect((await server.call('POST', `/admin/api/surveys/${surveyId}/routes`, { token, body: pages })).status).toBe(200);
  const world = new World(server, token, surveyId, prng, prng.int(2, 4));
  for (const client of world.clients) for (let t = prng.int(1, 3); t > 0; t--) await world.openTab(client);
  const trace: string[] = [];
  const offlineUntil = new Map<Client, number>();
  const gestures = new Map<string, string>();
  const idPrng = new Prng(seed ^ 0x5eed);
  const newId = () => `${seed}-${idPrng.int(0, 2 ** 30).toString(36)}-${idPrng.int(0, 2 ** 30).toString(36)}`;
  try {
    await world.settle();
    for (let step = 1; recordedOps(world) < ops && step <= ops * 6; step++) {
      world.counters.steps = step;
      for (const [client, until] of offlineUntil) {
        if (step >= until) {
          world.setOnline(client, true);
          offlineUntil.delete(client);
        }
      }
      trace.push(`${step}: ${await act(world, prng, newId, gestures, offlineUntil, step)}`);
      await world.settle();
      await checkStep(world);
    }
    await heal(world);
    await checkEnd(world, prng);
    if (process.env.SYNC_FUZZ_TRACE) console.log(`seed ${seed}\n${trace.join('\n')}`);
    const final = await serverState(server, token, world.surveyId);
    const deployments = await deploymentState(server, token, world.surveyId);
    totals.serverTasks += deployments.tasks.length;
    // Tasks brought back after the server deleted them, posted under a later life's ref.
    const cids = new Set(world.clients.flatMap((c) => c.ledger.flatMap(({ op }) => (op.type === 'addEmailTask' ? [op.task.id] : []))));
    totals.tasksInLaterLife += deployments.tasks.filter((t) => t.client_ref !== null && !cids.has(t.client_ref)).length;
    // Timestamps come from the server's clock: the rest must replay exactly.
    const tasks = deployments.tasks.map((t) => [t.client_ref, t.name, t.subject, t.body, t.status, t.send_status]);
    return { trace, final: { title: final.title, components: final.doc.components, intercept: deployments.intercept, tasks } };
  } catch (error) {
    const where = `seed ${seed} × ${ops} operations (pin [${seed}, ${ops}] in PINNED of tests/sync/fault-injection.test.ts; rerun with SYNC_FUZZ_SEED=${seed} SYNC_FUZZ_OPS=${ops})`;
    const message = `${where}\n${error instanceof Error ? error.message : String(error)}\nlast steps:\n${trace.slice(process.env.SYNC_FUZZ_TRACE ? 0 : -15).join('\n')}`;
    console.error(message);
    throw error instanceof InvariantError ? new InvariantError(message) : new Error(message, { cause: error });
  } finally {
    totals.seeds += 1;
    totals.steps += world.counters.steps;
    totals.ops += recordedOps(world);
    for (const { op } of world.clients.flatMap((c) => c.ledger)) {
      if (op.type.includes('Intercept')) totals.interceptOps += 1;
      if (op.type.includes('EmailTask')) totals.emailOps += 1;
    }
    if (recordedOps(world) < ops) totals.short += 1;
    totals.requests += world.network.stats.requests;
    for (const key of ['crashes', 'failovers', 'refreshes', 'offlineSpans'] as const) totals[key] += world.counters[key];
    for (const key of ['committedThenLost', 'replayedReplies', 'replayedByOtherTab'] as const) totals[key] += world.network.stats[key];
    for (const fault of FAULTS) totals.delivered[fault] += world.network.stats.delivered[fault];
    for (const tab of world.liveTabs) {
      tab.store.close();
      tab.db.close();
    }
  }
}

async function act(world: World, prng: Prng, newId: () => string, gestures: Map<string, string>, offlineUntil: Map<Client, number>, step: number): Promise<string> {
  const action = prng.weighted({ edit: 50, deliver: 28, tick: 10, crash: 3, open: 3, offline: 2, poke: 4 });
  switch (action) {
    case 'edit': {
      const tab = prng.pick(world.liveTabs);
      if (!tab) return 'edit: no tab';
      const edit = randomEdit(prng, tab, newId, gestures);
      if (!edit) return 'edit: nothing to do';
      if (edit.result.ok) await edit.result.durable;
      return `${tab.name} ${edit.label}${edit.result.ok ? '' : ` refused (${edit.result.message})`}`;
    }
    case 'deliver': {
      const done: string[] = [];
      for (let n = prng.int(1, 3); n > 0 && world.network.flights.length; n--) {
        const flight = prng.pick(world.network.flights)!;
        const fault = prng.weighted(faultWeights);
        await world.network.deliver(flight, fault);
        done.push(`${flight.tab} ${flight.method} ${flight.url.split('/').slice(5).join('/') || 'survey'} ${fault}`);
      }
      return `deliver ${done.join('; ') || 'nothing'}`;
    }
    case 'tick': {
      const ms = prng.pick([50, 300, 1000, 3000, 10_000, 35_000])!;
      await world.advance(ms);
      return `tick ${ms}`;
    }
    case 'crash': {
      const leaders = world.liveTabs.filter((t) => t.store.getSnapshot().isLeader);
      const tab = prng.chance(0.6) ? prng.pick(leaders) : prng.pick(world.liveTabs);
      if (!tab) return 'crash: no tab';
      world.crash(tab);
      return `crash ${tab.name}${leaders.includes(tab) ? ' (leader)' : ''}`;
    }
    case 'open': {
      const client = prng.pick(world.clients.filter((c) => c.tabs.filter((t) => t.alive).length < 3));
      if (!client) return 'open: all full';
      const tab = await world.openTab(client);
      return `open ${tab.name}`;
    }
    case 'offline': {
      const client = prng.pick(world.clients)!;
      if (offlineUntil.has(client)) return 'offline: already';
      world.setOnline(client, false);
      offlineUntil.set(client, step + prng.int(3, 12));
      return `offline c${client.index}`;
    }
    case 'poke': {
      const tab = prng.pick(world.liveTabs);
      tab?.store.syncNow();
      return `poke ${tab?.name ?? '-'}`;
    }
  }
}

/** After every step: views hang together, the tabs of a browser agree, the server keeps one row per cid. */
async function checkStep(world: World): Promise<void> {
  for (const client of world.clients) {
    const tabs = client.tabs.filter((t) => t.alive);
    for (const tab of tabs) checkView(tab.store.getSnapshot().doc, tab.name);
    for (const tab of tabs.slice(1)) {
      const differs = sameComponents(tabs[0]!.store.getSnapshot().doc, tab.store.getSnapshot().doc);
      if (differs) throw new InvariantError(`Tabs ${tabs[0]!.name} and ${tab.name} of one browser disagree after settling: ${differs}`);
    }
  }
  // The server changes only when a request is delivered: read it again only then (the read is
  // most of a step's cost on PGlite).
  const delivered = Object.values(world.network.stats.delivered).reduce((sum, n) => sum + n, 0);
  if (checkedAt.get(world) === delivered) return;
  checkedAt.set(world, delivered);
  checkServer(await serverState(server, token, world.surveyId));
  checkServerTasks(await deploymentState(server, token, world.surveyId), world.clients.map((c) => c.ledger));
}

/** How many requests had been delivered when each world's server was last checked. */
const checkedAt = new WeakMap<World, number>();

/** The network heals and time passes: every queue must drain (liveness). */
async function heal(world: World): Promise<void> {
  for (const client of world.clients) {
    world.setOnline(client, true);
    if (!client.tabs.some((t) => t.alive)) await world.openTab(client);
  }
  let calm = 0;
  for (let round = 0; round < 300 && calm < 3; round++) {
    while (world.network.flights.length) await world.network.deliver(world.network.flights[0]!, 'ok');
    for (const tab of world.liveTabs) {
      if (round % 5 === 0) tab.store.syncNow();
      // Three 401s in a row end the session (error, not retrying): the author signs in again.
      if (tab.store.getSnapshot().status.kind === 'error') tab.store.retry();
    }
    await world.advance(2000);
    const drained = await Promise.all(world.clients.map(async (client) => {
      const tab = client.tabs.find((t) => t.alive)!;
      return (await tab.db.pending.count()) === 0 && (await tab.db.batches.count()) === 0;
    }));
    calm = drained.every(Boolean) && !world.network.flights.length ? calm + 1 : 0;
  }
  if (calm < 3) {
    const states = await Promise.all(world.liveTabs.map(async (t) => {
      const snapshot = t.store.getSnapshot();
      const [pending, batches, meta] = await Promise.all([t.db.pending.toArray(), t.db.batches.toArray(), t.db.meta.toArray()]);
      return `${t.name}${snapshot.isLeader ? ' (leader)' : ''}: ${JSON.stringify(snapshot.status)} pending ${JSON.stringify(pending.map((p) => p.op))} `
        + `batches ${JSON.stringify(batches.map((b) => ({ channel: b.channel, attempts: b.attempts, body: b.body.slice(0, 300) })))} meta ${JSON.stringify(meta.map((m) => [m.key, m.value]))}`;
    }));
    throw new InvariantError(`Queues never drained after the network healed:\n${states.join('\n')}`);
  }
  // One more pull everywhere, so each browser has the others' last writes.
  for (const tab of world.liveTabs) tab.store.syncNow();
  for (let round = 0; round < 5; round++) {
    while (world.network.flights.length) await world.network.deliver(world.network.flights[0]!, 'ok');
    await world.advance(500);
  }
}

async function checkEnd(world: World, prng: Prng): Promise<void> {
  const state = await serverState(server, token, world.surveyId);
  checkServer(state);
  for (const tab of world.liveTabs) {
    const snapshot = tab.store.getSnapshot();
    const differs = sameComponents(snapshot.doc, state.doc);
    if (differs) throw new InvariantError(`${tab.name} did not converge to the server: ${differs}`);
    if (snapshot.doc.survey?.title !== state.title) throw new InvariantError(`${tab.name} shows title ${String(snapshot.doc.survey?.title)}, server ${state.title}`);
    if (snapshot.status.kind !== 'saved') throw new InvariantError(`${tab.name} is not saved: ${JSON.stringify(snapshot.status)}`);
  }
  const conflicts = await Promise.all(world.clients.map((client) => client.tabs.find((t) => t.alive)!.db.conflicts.toArray()));
  totals.conflicts += conflicts.flat().length;
  const ledgers = world.clients.map((client) => client.ledger);
  checkNoLostWrite(ledgers, conflicts, state.doc);
  checkCreationsLanded(ledgers, conflicts, state.doc);
  const deployments = await deploymentState(server, token, world.surveyId);
  const lives = await Promise.all(world.clients.map((client) => livesOf(client.tabs.find((t) => t.alive)!, world.surveyId)));
  for (const tab of world.liveTabs) checkTabDeployments(tab.store.getSnapshot().doc, deployments, lives[tab.client.index]!, tab.name);
  checkServerTasks(deployments, ledgers);
  checkTaskWrites(ledgers, conflicts, deployments, lives);
  checkTasksLanded(ledgers, conflicts, deployments, lives);
  checkTaskRemovals(ledgers, conflicts, deployments);
  checkInterceptWrites(ledgers, conflicts, deployments);
  await checkUndoRedo(world, prng);
}

/** k undos, saved, then k redos, saved, leave the document (and the server) as they were. */
async function checkUndoRedo(world: World, prng: Prng): Promise<void> {
  const tab = prng.pick(world.liveTabs.filter((t) => t.store.getSnapshot().canUndo));
  if (!tab) return;
  const before = tab.store.getSnapshot().doc;
  const wanted = prng.int(1, 4);
  let k = 0;
  const log: string[] = [];
  const note = (what: string, result: ReturnType<typeof tab.store.undo>) => log.push(`${what}: ${result.ok ? `applied ${result.applied}` : result.message}`);
  for (let i = 0; i < wanted; i++) {
    const result = tab.store.undo();
    note('undo', result);
    if (!result.ok) break;
    k += 1;
    await result.durable;
  }
  await heal(world);
  for (let i = 0; i < k; i++) {
    const result = tab.store.redo();
    note('redo', result);
    if (result.ok) await result.durable;
  }
  await heal(world);
  const after = tab.store.getSnapshot().doc;
  const differs = sameComponents(before, after)
    ?? (deepEqual(before.intercept, after.intercept) ? null : `intercept ${JSON.stringify(before.intercept)} ≠ ${JSON.stringify(after.intercept)}`)
    ?? (deepEqual(shownTasks(before.emailTasks), shownTasks(after.emailTasks)) ? null : `tasks ${JSON.stringify(shownTasks(before.emailTasks))} ≠ ${JSON.stringify(shownTasks(after.emailTasks))}`);
  if (differs) {
    const recent = tab.client.ledger.filter((entry) => entry.tabId === tab.name).slice(-2 * k - 2).map((entry) => JSON.stringify(entry.op).slice(0, 240));
    throw new InvariantError(`${k} undos and ${k} redos on ${tab.name} changed the document: ${differs}\n${log.join('; ')}\nlast ops of the tab:\n${recent.join('\n')}`);
  }
  const saved = await serverState(server, token, world.surveyId);
  const serverDiffers = sameComponents(before, saved.doc);
  if (serverDiffers) throw new InvariantError(`After ${k} undos and redos the server differs: ${serverDiffers}`);
  checkTabDeployments(before, await deploymentState(server, token, world.surveyId), await livesOf(tab, world.surveyId), `After ${k} undos and redos, ${tab.name}'s document before them`);
  totals.undoRedoChecks += 1;
}

/** The suite over `seeds`; each test file that calls it has its own server and totals. */
export function describeFuzz(title: string, seeds: readonly (readonly [number, number])[], { determinism = false } = {}): void {
  describe(`draft engine under faults (real server, PGlite): ${title}`, () => {
    beforeAll(async () => {
      server = await createTestServer('pglite');
      token = await server.signIn();
    });
    afterAll(async () => {
      console.log(`sync fuzz: ${JSON.stringify(totals)}`);
      await server?.close();
    });

    it.each(seeds)('converges, exactly once, losing nothing: seed %i × %i operations', async (seed, ops) => {
      await runSeed(seed, ops);
    }, 180_000);

    if (determinism) {
      it('replays a seed exactly: same gestures, faults and final document', async () => {
        const first = await runSeed(7, 40);
        const second = await runSeed(7, 40);
        expect(second.trace).toEqual(first.trace);
        expect(second.final).toEqual(first.final);
      }, 120_000);
    }

    it('exercised commit-then-lost-reply and leader failover', () => {
      if (ONLY) return;
      expect(totals.committedThenLost, 'batches applied whose answer was lost').toBeGreaterThan(0);
      expect(totals.replayedReplies, 'resends answered from the idempotency store').toBeGreaterThan(0);
      expect(totals.failovers, 'crashed leaders replaced by another tab').toBeGreaterThan(0);
      expect(totals.replayedByOtherTab, 'a batch frozen by a crashed leader, resent by the next and answered from the store').toBeGreaterThan(0);
      expect(totals.refreshes, '401s answered by a token refresh').toBeGreaterThan(0);
      expect(totals.short, 'seeds that ended before recording their operations').toBe(0);
      expect(totals.interceptOps, 'intercept operations recorded').toBeGreaterThan(0);
      expect(totals.emailOps, 'e-mail task operations recorded').toBeGreaterThan(0);
    });
  });
}
