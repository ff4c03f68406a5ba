import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { entryFor, maintenanceMachine, pollIntervalMs, statusFilePoller, type MaintenanceEvent } from './maintenance.machine';

describe('maintenance status', () => {
  it('reads this host and path, else "*", else available', () => {
    const file = { 'a.test/': { available: false, scheduled_for: null }, '*': { available: true, scheduled_for: '2026-12-01T22:00:00Z' } };
    expect(entryFor(file, 'a.test/')).toEqual({ available: false, scheduled_for: null });
    expect(entryFor(file, 'b.test/')).toEqual({ available: true, scheduled_for: '2026-12-01T22:00:00Z' });
    expect(entryFor({}, 'b.test/')).toEqual({ available: true, scheduled_for: null });
    expect(entryFor(null, 'b.test/')).toEqual({ available: true, scheduled_for: null });
  });
});

describe('maintenance machine', () => {
  afterEach(() => vi.useRealTimers());

  const start = () => {
    let send: (event: MaintenanceEvent) => void = () => {};
    const actor = createActor(maintenanceMachine.provide({ actors: { poll: fromCallback<MaintenanceEvent>(({ sendBack }) => { send = sendBack; }) } }));
    actor.start();
    return { actor, send: (e: MaintenanceEvent) => send(e) };
  };

  it('goes down when the status says unavailable and comes back when it says available', () => {
    const { actor, send } = start();
    expect(actor.getSnapshot().value).toBe('available');
    send({ type: 'maintenance.status', entry: { available: false, scheduled_for: null } });
    expect(actor.getSnapshot().value).toBe('down');
    send({ type: 'maintenance.status', entry: { available: true, scheduled_for: null } });
    expect(actor.getSnapshot().value).toBe('available');
  });

  it('treats a 503 from the server as maintenance until a poll says otherwise', () => {
    const { actor, send } = start();
    actor.send({ type: 'maintenance.serverUnavailable' });
    expect(actor.getSnapshot().value).toBe('down');
    send({ type: 'maintenance.status', entry: { available: true, scheduled_for: null } });
    expect(actor.getSnapshot().value).toBe('available');
  });

  it('remembers scheduled maintenance while available', () => {
    const { actor, send } = start();
    send({ type: 'maintenance.status', entry: { available: true, scheduled_for: '2026-12-01T22:00:00Z' } });
    expect(actor.getSnapshot().context.scheduledFor).toBe('2026-12-01T22:00:00Z');
  });

  it('polls every 5 s and ignores failed polls', async () => {
    vi.useFakeTimers();
    const answers = [
      () => Promise.reject(new Error('offline')),
      () => Promise.resolve(new Response('{"*":{"available":false,"scheduled_for":null}}')),
    ];
    let calls = 0;
    const fetchImpl = (() => answers[Math.min(calls++, 1)]!()) as unknown as typeof fetch;
    const actor = createActor(maintenanceMachine.provide({ actors: { poll: statusFilePoller('/status', 'a.test/', fetchImpl) } }));
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('available');
    await vi.advanceTimersByTimeAsync(pollIntervalMs);
    expect(calls).toBe(2);
    expect(actor.getSnapshot().value).toBe('down');
    actor.stop();
  });
});
