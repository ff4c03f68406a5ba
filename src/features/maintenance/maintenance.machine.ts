// Maintenance mode (spec §4): poll the public status file every 5 s (a failed poll is ignored);
// the entry for this host and path says whether the product is available and when maintenance
// is scheduled. A 503 from any API call also means maintenance, until a poll says otherwise.
import { assign, fromCallback, setup } from 'xstate';

export const pollIntervalMs = 5_000;

export interface MaintenanceEntry {
  readonly available: boolean;
  readonly scheduled_for: string | null;
}

export type MaintenanceEvent =
  | { type: 'maintenance.status'; entry: MaintenanceEntry }
  | { type: 'maintenance.serverUnavailable' };

/** Reads this app's entry from the status file: its own key, else "*", else available. */
export function entryFor(file: unknown, hostAndPath: string): MaintenanceEntry {
  const entries = (file && typeof file === 'object' ? file : {}) as Record<string, Partial<MaintenanceEntry>>;
  const entry = entries[hostAndPath] ?? entries['*'];
  return { available: entry?.available !== false, scheduled_for: typeof entry?.scheduled_for === 'string' ? entry.scheduled_for : null };
}

export const maintenanceMachine = setup({
  types: {
    context: {} as { scheduledFor: string | null },
    events: {} as MaintenanceEvent,
  },
  actors: {
    poll: fromCallback<MaintenanceEvent>(() => () => {}),
  },
  guards: {
    isAvailable: ({ event }) => event.type === 'maintenance.status' && event.entry.available,
  },
  actions: {
    rememberSchedule: assign({
      scheduledFor: ({ event, context }) => (event.type === 'maintenance.status' ? event.entry.scheduled_for : context.scheduledFor),
    }),
  },
}).createMachine({
  id: 'maintenance',
  context: { scheduledFor: null },
  invoke: { src: 'poll' },
  initial: 'available',
  states: {
    available: {
      on: {
        'maintenance.status': [
          { guard: 'isAvailable', actions: 'rememberSchedule' },
          { target: 'down', actions: 'rememberSchedule' },
        ],
        'maintenance.serverUnavailable': 'down',
      },
    },
    down: {
      on: {
        'maintenance.status': [
          { guard: 'isAvailable', target: 'available', actions: 'rememberSchedule' },
          { actions: 'rememberSchedule' },
        ],
      },
    },
  },
});

/** The real poller: fetch the status file now and every 5 s; failures are ignored. */
export function statusFilePoller(url: string, hostAndPath: string, fetchImpl: typeof fetch = (...a) => fetch(...a)) {
  return fromCallback<MaintenanceEvent>(({ sendBack }) => {
    let stopped = false;
    const pollOnce = async () => {
      try {
        const response = await fetchImpl(url, { cache: 'no-store' });
        if (!response.ok || stopped) return;
        sendBack({ type: 'maintenance.status', entry: entryFor(await response.json(), hostAndPath) });
      } catch {
        // Spec §8: a failed maintenance poll is ignored.
      }
    };
    void pollOnce();
    const id = setInterval(() => void pollOnce(), pollIntervalMs);
    return () => {
      stopped = true;
      clearInterval(id);
    };
  });
}
