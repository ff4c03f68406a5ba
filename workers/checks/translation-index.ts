// The missing translations of every text, kept so that a language added or removed costs a pass
// over small integers, not the check over 50 000 records. Per text record (a slot, kept empty while
// it is out of the survey): whether it has text, the languages it is fully translated into, and a
// bit mask of the survey's languages it lacks. Per language, the slots translated into it. A language added sets its bit on every slot
// with text and clears it on the few translated into it; one removed drops its bit. The
// `missing_translation` check itself (survey-rules.ts) stays the definition: the replica runs it
// for item edits, this index only for language changes, and the property tests hold both to a full
// check. It decides exactly as `missingTranslations` does (text.ts: translatedLanguages).
import type { Component } from '../../schema';
import type { FindingsColumn } from './findings-column';
import { translationMessage } from './survey-rules';
import { TEXT_FIELDS, translatedLanguages, type TextKind } from './text';

/** Languages held as mask bits; a survey with more goes through the check itself. */
export const INDEXED_LANGUAGES = 30;

const isText = (component: Component): component is Component & { kind: TextKind } => component.kind in TEXT_FIELDS;

export class TranslationIndex {
  private readonly slotOf = new Map<string, number>();
  /**
   * By slot: the record's id, kind, text, languages translated into, mask. A record that goes (out
   * of the survey, or of a kind with no text) keeps its slot, empty (no text, no mask): a group
   * deleted and restored refiles its 5 000 texts in place, with no entry of `slotOf` deleted and
   * made again (a Map keeps a deleted entry as a hole until it rehashes all 50 000).
   */
  private readonly ids: string[] = [];
  private readonly kinds: TextKind[] = [];
  private readonly hasText: boolean[] = [];
  private readonly translatedOf: (readonly string[])[] = [];
  private masks: number[] = [];
  /** Per language, a byte per slot: 1 when the slot has text translated into it. */
  private readonly translatedIn = new Map<string, Uint8Array>();
  /** Slots sorted by id; slots made since wait in `pending`. */
  private order: number[] = [];
  private pending: number[] = [];
  private languages: readonly string[] = [];
  /** The list of the record put last, offered to the next one to share (see translatedLanguages). */
  private lastTranslated: readonly string[] = [];

  /** Fills the index with every live record, for `languages` (at most INDEXED_LANGUAGES). */
  constructor(forEachLive: (visit: (record: Component) => void) => void, languages: readonly string[]) {
    this.languages = languages.slice();
    forEachLive((record) => this.put(record.id, record));
  }

  /** The live record with this id is now `record` (undefined: gone or deleted in its tree). */
  put(id: string, record: Component | undefined): void {
    let slot = this.slotOf.get(id);
    if (slot !== undefined) this.unfile(slot);
    if (!record || !isText(record)) {
      if (slot !== undefined) {
        this.hasText[slot] = false;
        this.translatedOf[slot] = NONE;
        this.masks[slot] = 0;
      }
      return;
    }
    if (slot === undefined) {
      slot = this.ids.length;
      this.slotOf.set(id, slot);
      this.ids[slot] = id;
      this.pending.push(slot);
    }
    const found = translatedLanguages(record, this.lastTranslated);
    const hasText = found !== null;
    const translated = found ?? NONE;
    this.lastTranslated = translated;
    this.kinds[slot] = record.kind;
    this.hasText[slot] = hasText;
    this.translatedOf[slot] = translated;
    for (let i = 0; i < translated.length; i++) {
      let bytes = this.translatedIn.get(translated[i]!);
      if (!bytes || bytes.length <= slot) {
        const grown = new Uint8Array(Math.max(1024, (slot + 1) * 2));
        if (bytes) grown.set(bytes);
        this.translatedIn.set(translated[i]!, (bytes = grown));
      }
      bytes[slot] = 1;
    }
    let mask = 0;
    if (hasText) for (let j = 0; j < this.languages.length; j++) if (!translated.includes(this.languages[j]!)) mask |= 1 << j;
    this.masks[slot] = mask;
  }

  private unfile(slot: number): void {
    const translated = this.translatedOf[slot]!;
    for (let i = 0; i < translated.length; i++) this.translatedIn.get(translated[i]!)![slot] = 0;
  }

  /**
   * The survey's languages are now `languages` (at most INDEXED_LANGUAGES): each slot's mask keeps
   * the bits of languages still there, moved to their new place; a language new to the list is
   * missing wherever there is text, but in the slots translated into it.
   */
  setLanguages(languages: readonly string[]): void {
    const before = this.languages;
    // Where each language's bit was (-1: new). A language listed twice is missing or not alike at
    // each place, so its first place will do.
    const from = languages.map((language) => before.indexOf(language));
    const added = from.map((at, j) => (at < 0 ? j : -1)).filter((j) => j >= 0);
    let fresh = 0;
    for (const j of added) fresh |= 1 << j;
    const masks = this.masks;
    const hasText = this.hasText;
    const next: number[] = new Array(masks.length);
    for (let slot = 0; slot < masks.length; slot++) {
      if (!hasText[slot]) {
        next[slot] = 0;
        continue;
      }
      const old = masks[slot]!;
      let mask = fresh;
      for (let j = 0; j < from.length; j++) if (from[j]! >= 0 && old & (1 << from[j]!)) mask |= 1 << j;
      next[slot] = mask;
    }
    for (const j of added) {
      const bit = ~(1 << j);
      const bytes = this.translatedIn.get(languages[j]!);
      if (bytes) for (let slot = 0; slot < bytes.length && slot < next.length; slot++) if (bytes[slot]) next[slot] = next[slot]! & bit;
    }
    this.masks = next;
    this.languages = languages.slice();
  }

  /** The findings of `missing_translation`, as a column in item id order. */
  column(code: FindingsColumn['code']): FindingsColumn {
    this.sortSlots();
    const { order, ids, masks, kinds } = this;
    const itemIds: string[] = [];
    const shapes = new Uint32Array(order.length);
    const rowKinds: TextKind[] = [];
    const messages: string[] = [];
    // Rows by kind and mask; neighbours mostly share one (the answers of a group), so the last
    // one is tried first.
    const rows = new Map<number, number>();
    let lastKey = -1;
    let lastRow = 0;
    for (let i = 0; i < order.length; i++) {
      const slot = order[i]!;
      const mask = masks[slot]!;
      if (mask === 0) continue;
      const kind = kinds[slot]!;
      const key = KIND_RANK[kind] * 2 ** INDEXED_LANGUAGES + mask;
      if (key !== lastKey) {
        let row = rows.get(key);
        if (row === undefined) {
          rows.set(key, (row = messages.length));
          rowKinds.push(kind);
          messages.push(translationMessage(kind, this.languages.filter((_, j) => mask & (1 << j))));
        }
        lastKey = key;
        lastRow = row;
      }
      shapes[itemIds.length] = lastRow;
      itemIds.push(ids[slot]!);
    }
    return { code, itemIds, shapes: shapes.slice(0, itemIds.length), kinds: rowKinds, messages };
  }

  /** Merges the slots made since into the order. */
  private sortSlots(): void {
    const { ids } = this;
    // Sorted as strings with no comparator (the engine's own comparison; 50 000 at the first
    // language change), then back to their slots.
    if (this.pending.length === 0) return;
    const pendingIds = this.pending.map((slot) => ids[slot]!);
    pendingIds.sort();
    const pending = pendingIds.map((id) => this.slotOf.get(id)!);
    const { order } = this;
    const out: number[] = new Array(order.length + pending.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < order.length && j < pending.length) out[k++] = ids[order[i]!]! <= ids[pending[j]!]! ? order[i++]! : pending[j++]!;
    while (i < order.length) out[k++] = order[i++]!;
    while (j < pending.length) out[k++] = pending[j++]!;
    this.order = out;
    this.pending = [];
  }
}

const NONE: readonly string[] = [];

const KIND_RANK: Readonly<Record<TextKind, number>> = Object.fromEntries(Object.keys(TEXT_FIELDS).map((kind, i) => [kind, i])) as Record<TextKind, number>;

