// What the status line tells the respondent about their answers (issue 14 D): polite, short, and
// only when it matters: offline (their answers are kept), sending what waited, and once sent.
import type { QueueState } from './submission-queue';

export interface ConnectionStatus {
  readonly queue: QueueState;
  /** The browser's own idea (navigator.onLine and its events), or a reply the server gave. */
  readonly online: boolean;
  /** Answers have waited (offline, or the server could not take them) since the page loaded. */
  wasOffline: boolean;
}

/** The id of the status line's element (role=status: read politely, without moving focus). */
export const STATUS_ID = 'respondent-status';

export const STATUS_TEXTS = {
  offline: 'You are offline. Your answers are kept on this device and will be sent when you are back online.',
  waiting: (n: number) => `Your answers are kept on this device (${n} ${n === 1 ? 'page' : 'pages'} waiting) and will be sent as soon as possible.`,
  sending: 'Sending your answers…',
  sent: 'Your answers have been sent.',
} as const;

export function statusText(status: ConnectionStatus): string {
  if (!status.online) return STATUS_TEXTS.offline;
  switch (status.queue.kind) {
    case 'waiting': return status.queue.reason === 'offline' ? STATUS_TEXTS.offline : STATUS_TEXTS.waiting(status.queue.pending);
    // Sending is only worth saying when answers had waited; online, a page goes unremarked.
    case 'sending': return status.wasOffline ? STATUS_TEXTS.sending : '';
    case 'idle': return status.wasOffline ? STATUS_TEXTS.sent : '';
    default: {
      const never: never = status.queue;
      throw new Error(`Unknown queue state ${JSON.stringify(never)}`);
    }
  }
}
