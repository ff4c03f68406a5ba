// The last moments of a page. Operations recorded while the page is being left (the text fields
// hand over what is still waiting for its pause on `pagehide`) go to IndexedDB as always, but an
// IndexedDB transaction commits only after a round trip the page does not live to make: a reload
// right after typing lost the last keys every time. So while the page is leaving, the operations
// are also kept in synchronous storage (localStorage), dropped from there once IndexedDB holds
// them, and moved into the log by the next store that opens the survey.
import { z } from 'zod';
import { parseOp, type NewPendingOp } from './operations';

/** The part of the Web Storage API used here (localStorage; a Map-backed stand-in in tests). */
export interface RescueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

const PREFIX = 'fieldwork-rescue:';

const entrySchema = z.object({
  surveyId: z.string(),
  opId: z.string(),
  tabId: z.string(),
  gestureId: z.string(),
  op: z.unknown(),
  at: z.number(),
});

/** One survey's rescued operations. Every method swallows storage errors: this is a fallback. */
export class Rescue {
  private readonly key: string;

  constructor(private readonly storage: RescueStorage, surveyId: string) {
    this.key = PREFIX + surveyId;
  }

  /** Keeps operations until `release` (appends: other tabs of the survey may keep theirs too). */
  keep(entries: readonly NewPendingOp[]): void {
    try {
      this.storage.setItem(this.key, JSON.stringify([...this.read(), ...entries]));
    } catch {
      // Full or forbidden storage: IndexedDB may still make it.
    }
  }

  /** Forgets operations IndexedDB now holds. */
  release(opIds: ReadonlySet<string>): void {
    try {
      const left = this.read().filter((entry) => !opIds.has(entry.opId));
      if (left.length) this.storage.setItem(this.key, JSON.stringify(left));
      else this.storage.removeItem(this.key);
    } catch {
      // Left for the next open, which skips what the log already holds.
    }
  }

  /** The operations kept, oldest first; anything unreadable is dropped. */
  read(): NewPendingOp[] {
    let raw: unknown;
    try {
      raw = JSON.parse(this.storage.getItem(this.key) ?? '[]');
    } catch {
      return [];
    }
    if (!Array.isArray(raw)) return [];
    const entries: NewPendingOp[] = [];
    for (const item of raw) {
      const parsed = entrySchema.safeParse(item);
      if (!parsed.success) continue;
      try {
        entries.push({ ...parsed.data, op: parseOp(parsed.data.op) });
      } catch {
        // An operation this version cannot read is not replayed.
      }
    }
    return entries;
  }
}

/** Sign-out: forgets every survey's rescued operations (they are the old user's edits). */
export function clearRescues(storage: RescueStorage): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Nothing to clear where storage cannot be read.
  }
}
