// Typed fields (text, number, hex, rich text) keep what is being typed locally and hand it over
// when the field is left (blur, or Enter in one-line boxes): one undoable change per edit, not one
// per keystroke. A value changed from outside (undo, another tab) replaces the draft.
import { useRef, useState } from 'react';

interface Pending<T> {
  readonly value: T;
  /** The stored value the edit started from; a newer stored value discards the edit. */
  readonly base: T;
}

export interface FieldDraft<T> {
  readonly draft: T;
  readonly setDraft: (value: T) => void;
  /** Hands the draft to `commit` if it differs from the stored value; at most once per edit. */
  readonly flush: () => void;
}

export function useFieldDraft<T>(stored: T, commit: (value: T) => void): FieldDraft<T> {
  const [draft, setDraftState] = useState(stored);
  const [seen, setSeen] = useState(stored);
  if (!Object.is(seen, stored)) {
    setSeen(stored);
    setDraftState(stored);
  }
  // A ref as well as state: a child's blur handler may set the draft just before ours flushes, in
  // the same event, before React re-renders (NumberField settles "3." to 3 on blur).
  const pending = useRef<Pending<T> | null>(null);

  const setDraft = (value: T) => {
    pending.current = { value, base: stored };
    setDraftState(value);
  };
  const flush = () => {
    const edit = pending.current;
    pending.current = null;
    if (edit && Object.is(edit.base, stored) && !Object.is(edit.value, stored)) commit(edit.value);
  };
  return { draft, setDraft, flush };
}
