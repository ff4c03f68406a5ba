// What the status line tells the respondent about their answers (issue 14 D): polite, short, and
// only when it matters: offline (their answers are kept), sending what waited, once sent, and a
// page answered offline that the server did not accept. In the page's language: the document
// carries that language's texts (RespondentDocument.statusTexts); the entry holds English only.
import { ENGLISH_STATUS_TEXTS, type StatusTexts } from '../../schema/survey/respondent/respondent-texts';
import type { QueueState } from './submission-queue';

export interface ConnectionStatus {
  readonly queue: QueueState;
  /** The browser's own idea (navigator.onLine and its events), or a reply the server gave. */
  readonly online: boolean;
  /** Answers have waited (offline, or the server could not take them) since the page loaded. */
  wasOffline: boolean;
  /**
   * The server refused a page that had waited, and `setAside` pages queued after it were held,
   * not sent; null once the respondent sends a page again.
   */
  readonly refused?: { readonly setAside: number } | null;
}

/** The id of the status line's element (role=status: read politely, without moving focus). */
export const STATUS_ID = 'respondent-status';

export function statusText(status: ConnectionStatus, texts: StatusTexts = ENGLISH_STATUS_TEXTS): string {
  if (!status.online) return texts.offline;
  switch (status.queue.kind) {
    case 'waiting': return status.queue.reason === 'offline' ? texts.offline : texts.waiting.replace('{n}', String(status.queue.pending));
    // Sending is only worth saying when answers had waited; online, a page goes unremarked.
    case 'sending': return status.wasOffline ? texts.sending : '';
    case 'idle': {
      const refused = status.refused;
      if (refused && (status.wasOffline || refused.setAside > 0)) return refused.setAside > 0 ? `${texts.refused} ${texts.setAside}` : texts.refused;
      return status.wasOffline ? texts.sent : '';
    }
    default: {
      const never: never = status.queue;
      throw new Error(`Unknown queue state ${JSON.stringify(never)}`);
    }
  }
}
