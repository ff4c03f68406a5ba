// Typed fields (text, number, hex, rich text and its HTML view) keep what is being typed locally
// and hand it over at each pause in the typing (edit-coalescer.ts), when the field is left, on
// Enter in one-line boxes, and when the page is hidden: one undoable operation per pause, stored
// as it is made, so a reload or a closed tab never loses more than the last pause.
//
// The field must not bounce while its own operations come back: a stored value that is what our
// last hand-over reads back as (a comma list "a," reads back as "a") leaves the draft alone until
// the author leaves the field. A value changed from elsewhere (undo, another tab) replaces the
// draft, except while typed keys still wait for their pause: those win, as a local edit does.
import { useEffect, useLayoutEffect, useState } from 'react';
import { EditCoalescer } from './edit-coalescer';

export interface FieldDraft<T> {
  readonly draft: T;
  /** Each keystroke: shown at once, handed over at the next pause. */
  readonly setDraft: (value: T) => void;
  /** Hands over what waits for its pause now (Enter in a one-line box). */
  readonly flush: () => void;
  /** Leaving the field: hands over what waits and then shows the value as stored. */
  readonly leave: () => void;
}

export interface FieldDraftOptions<T> {
  /** How a handed-over value reads back from the store, when the field normalises it. */
  readonly shown?: ((value: T) => T) | undefined;
}

export function useFieldDraft<T>(stored: T, commit: (value: T) => void, options: FieldDraftOptions<T> = {}): FieldDraft<T> {
  const [draft, setDraftState] = useState(stored);
  const [seen, setSeen] = useState(stored);
  // What our last hand-over reads back as, while the author is still in the field.
  const [echo, setEcho] = useState<{ readonly value: T } | null>(null);
  // The coalescer outlives renders; each render gives it the hand-over of its own props.
  const [field] = useState(() => new FieldHandOver<T>());
  const { coalescer } = field;
  const { shown } = options;
  useLayoutEffect(() => field.update({ commit, shown, stored, setEcho }), [field, commit, shown, stored]);
  // A field that goes away (another item selected, the panel closed) keeps what was typed.
  useEffect(() => () => coalescer.flush(), [coalescer]);

  if (!Object.is(seen, stored)) {
    setSeen(stored);
    const own = echo !== null && Object.is(echo.value, stored);
    if (!own) {
      setEcho(null);
      if (!coalescer.pending) setDraftState(stored);
    }
  }

  const setDraft = (value: T) => {
    setDraftState(value);
    coalescer.edit(value);
  };
  const flush = () => coalescer.flush();
  const leave = () => {
    const handedOver = !coalescer.pending && echo !== null && Object.is(echo.value, stored);
    coalescer.flush();
    setEcho(null);
    // Already stored at a pause: show it as stored ("a, b" for "a,b,"). A value still waiting is
    // shown as stored when it comes back; one refused (a partial colour) stays, with its message.
    if (handedOver) setDraftState(stored);
  };
  return { draft, setDraft, flush, leave };
}

interface Latest<T> {
  readonly commit: (value: T) => void;
  readonly shown: ((value: T) => T) | undefined;
  readonly stored: T;
  readonly setEcho: (echo: { readonly value: T }) => void;
}

/** A field's coalescer and what the last render gave it to hand over with. */
class FieldHandOver<T> {
  private latest: Latest<T> | null = null;

  update(latest: Latest<T>): void {
    this.latest = latest;
  }

  readonly coalescer = new EditCoalescer<T>((value) => {
    if (!this.latest) return;
    const { commit, shown, stored, setEcho } = this.latest;
    const readBack = shown ? shown(value) : value;
    if (Object.is(readBack, stored)) return;
    setEcho({ value: readBack });
    commit(value);
  });
}
