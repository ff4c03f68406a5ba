// Typing reaches the operation log while the author types, one operation per field per pause: a
// field hands its value over once the keys have been still for PAUSE_MS, so the log does not grow
// by one operation per key and undo takes back a pause's worth, not a character. Whatever is still
// waiting for its pause when the page is hidden or left (`pagehide`, `visibilitychange`) is handed
// over at once, so closing the tab, a crash or going offline loses at most the last pause.

/** How long the keys must be still before what was typed becomes an operation. */
export const PAUSE_MS = 300;

interface Flushable {
  flush(): void;
}

/** The fields with an edit waiting for its pause; all of them are handed over when the page goes. */
export class PendingEdits {
  private readonly waiting = new Set<Flushable>();
  private listening = false;

  add(edit: Flushable): void {
    this.waiting.add(edit);
  }

  delete(edit: Flushable): void {
    this.waiting.delete(edit);
  }

  get size(): number {
    return this.waiting.size;
  }

  /** Hands every waiting edit over now (each removes itself as it flushes). */
  flushAll(): void {
    for (const edit of [...this.waiting]) edit.flush();
  }

  /**
   * Flushes on `pagehide` and when the page becomes hidden: the last moments a page is sure to
   * run code (a closed tab or a phone switching apps may never fire `beforeunload`). Idempotent.
   */
  listen(win: Pick<Window, 'addEventListener'>, doc: Pick<Document, 'addEventListener' | 'visibilityState'>): void {
    if (this.listening) return;
    this.listening = true;
    win.addEventListener('pagehide', () => this.flushAll());
    doc.addEventListener('visibilitychange', () => {
      if (doc.visibilityState === 'hidden') this.flushAll();
    });
  }
}

/** The page's registry; listening starts with the first edit, so tests and the server never need a window. */
export const pendingEdits = new PendingEdits();

/** Hands over every edit still waiting for its pause (before an undo, for instance). */
export const flushPendingEdits = (): void => pendingEdits.flushAll();

export interface EditCoalescerOptions {
  readonly delay?: number;
  readonly registry?: PendingEdits;
}

/**
 * One field's coalescer: `edit` on each keystroke, `commit` once per pause with the latest value.
 * `flush` commits what waits now (leaving the field, Enter, page hidden, unmount).
 */
export class EditCoalescer<T> implements Flushable {
  private waiting: { readonly value: T } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly delay: number;
  private readonly registry: PendingEdits;

  constructor(private readonly commit: (value: T) => void, options: EditCoalescerOptions = {}) {
    this.delay = options.delay ?? PAUSE_MS;
    this.registry = options.registry ?? pendingEdits;
  }

  /** Whether a typed value is waiting for its pause. */
  get pending(): boolean {
    return this.waiting !== null;
  }

  edit(value: T): void {
    this.waiting = { value };
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), this.delay);
    if (this.registry === pendingEdits && typeof window !== 'undefined') pendingEdits.listen(window, document);
    this.registry.add(this);
  }

  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.registry.delete(this);
    const edit = this.waiting;
    this.waiting = null;
    if (edit) this.commit(edit.value);
  }
}
