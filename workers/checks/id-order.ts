// The ids of some records in sorted order (code units, as compareFindings orders ids), kept for a
// pass that must list findings in order without sorting them: the missing translations of every
// item when a language is added. Sorted once, when first asked; later ids wait, unsorted, until
// the next pass merges them in; ids whose record went are dropped by that pass.
export class IdOrder {
  private ids: string[] | null = null;
  private pending: string[] = [];

  /** A record with this id came, or came to be of a kind the order is for (a repeat is harmless). */
  add(id: string): void {
    if (this.ids) this.pending.push(id);
  }

  /**
   * Visits the ids in order, each once; those `visit` answers false for are dropped for good.
   * `all` lists the ids the first time (later ones come through `add`).
   */
  forEach(all: () => string[], visit: (id: string) => boolean): void {
    const ids = this.ids ?? all().sort();
    const pending = this.pending.sort();
    this.pending = [];
    const out: string[] = [];
    let last: string | undefined;
    for (let i = 0, j = 0; i < ids.length || j < pending.length; ) {
      const id = j >= pending.length || (i < ids.length && ids[i]! <= pending[j]!) ? ids[i++]! : pending[j++]!;
      if (id === last) continue;
      last = id;
      if (visit(id)) out.push(id);
    }
    this.ids = out;
  }
}
