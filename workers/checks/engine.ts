// The engine of the check replica (replica.ts): one survey's store, the findings of every unit of
// work and what each unit read. Changes are staged as the keys they touched (dirty.ts); a flush
// re-runs only the units those keys can affect. Apart from the replica's front because it is one
// survey's state: a reset replaces it whole with a new engine, and the front keeps what outlives it.
//
// Units of work (unit.ts): one per live component (all the item checks of its kind) and one per
// survey-wide check. A unit is re-run when
//   - it is the changed component, or its parent or grandparent (item checks read children and
//     grandchildren), or its child when the component appears, disappears or changes kind;
//   - it read, through a recorded read (check-context.ts), a key the change touched: a component's
//     id, a parent's child list (membership or order), a kind's list, a subtree, the languages.
// The item checks that read the languages (language-checks.ts) are kept apart: a language added
// or removed re-runs them alone, for each item, and nothing else of the item's unit.
// A record marked deleted takes its subtree out of the survey: to the units, that subtree
// disappears (and reappears when unmarked). So the result after any sequence of changes equals a
// full check of the resulting survey; the property test (replica.property.test.ts) holds it to that.
import type { Component, ComponentKind } from '../../schema';
import type { CheckChange } from './changes';
import { ItemReader, SurveyReader, type MemoEntry } from './check-context';
import { makeFinding } from './check-finding';
import { checkDef, ITEM_CHECKS_BY_KIND, LANGUAGE_CHECKS_BY_KIND, SURVEY_CHECK_CODES, type SurveyCheckDef } from './checks';
import { Dependencies } from './dependencies';
import type { Dirty } from './dirty';
import type { CheckCode, Finding } from './finding';
import { IdOrder } from './id-order';
import { FindingList } from './finding-list';
import { ColumnBuilder } from './findings-column';
import { hasLanguageChecks, INDEXABLE, LANGUAGE_CODES, LANGUAGE_INDEX } from './language-checks';
import { INDEXED_LANGUAGES, TranslationIndex } from './translation-index';
import type { FindingsChange } from './findings-change';
import { parentKey, SurveyStore } from './survey-store';
import { SURVEY_UNITS, type MemoUnit, type Unit } from './unit';

export class Engine {
  private readonly store = new SurveyStore();
  private readonly itemReader = new ItemReader(this.store);
  private readonly surveyReader = new SurveyReader(this.store);
  /** Per live component, the findings of its item checks (those of its language checks are in the list alone). */
  private readonly unitFindings = new Map<string, readonly Finding[]>();
  /** The records whose kind has language checks, in id order: their findings are listed in that order. */
  private readonly languageOrder = new IdOrder();
  private readonly surveyFindings = new Map<CheckCode, readonly Finding[]>();
  /** What every unit read: one table, so a touched key is looked up once for both kinds of unit. */
  private readonly deps = new Dependencies<Unit>();
  /** Per survey-wide check, the values it memoised (see CheckContext.memo). */
  private readonly memos = new Map<CheckCode, Map<string, MemoEntry>>();
  /** The same values as units among the readers (those that read something), by check and key. */
  private readonly memoUnits = new Map<CheckCode, Map<string, MemoUnit>>();
  private readonly list: FindingList;
  /**
   * Made at the first language change, then kept by every item re-run: what makes the next
   * language change cheap (translation-index.ts).
   */
  private translations: TranslationIndex | null = null;

  constructor(components: Iterable<Component>, languages: readonly string[]) {
    this.store.languages = [...languages];
    this.store.load(components);
    // A full check: every unit once, without the bookkeeping of re-runs (nothing to replace yet).
    const all: Finding[] = [];
    this.store.forEachLive((component) => {
      const found = this.checkItem(component, true);
      if (found) {
        this.unitFindings.set(component.id, found);
        for (let i = 0; i < found.length; i++) all.push(found[i]!);
      }
      const translations = this.checkLanguages(component);
      if (translations) for (let i = 0; i < translations.length; i++) all.push(translations[i]!);
    });
    for (const code of SURVEY_CHECK_CODES) all.push(...this.checkSurvey(code));
    this.list = new FindingList(all);
  }

  get size(): number {
    return this.store.size;
  }

  get revision(): number {
    return this.list.revision;
  }

  findings(): readonly Finding[] {
    return this.list.list();
  }

  takeChange(): FindingsChange | null {
    return this.list.takeChange();
  }

  dropChange(): void {
    this.list.dropChange();
  }

  stage(change: Exclude<CheckChange, { type: 'reset' }>, dirty: Dirty): void {
    switch (change.type) {
      case 'upsert':
        for (const component of change.components) this.put(component, dirty);
        return;
      case 'remove':
        this.remove(change.ids, dirty);
        return;
      case 'setLanguages': {
        const next = [...change.additionalLanguages];
        if (next.join('\u0000') === this.store.languages.join('\u0000')) return;
        this.store.languages = next;
        dirty.keys.languages = true;
        return;
      }
      default:
        throw new RangeError(`Unknown check change ${JSON.stringify(change)}`);
    }
  }

  /**
   * Takes records out with their subtrees (children first where the walk allows it). The store
   * decides no liveness again below a record taken: all of it goes. A record whose parent goes
   * too is a member: what `touch` would note for it, the parent's own touch and the other members
   * note (see `put`), so the members go as a list; the others (the tops) are touched as any record.
   */
  private remove(ids: readonly string[], dirty: Dirty): void {
    const { store } = this;
    const going = store.subtree(ids);
    const order = [...going].reverse();
    const members: Component[] = [];
    for (let i = 0; i < order.length; i++) {
      const id = order[i]!;
      const wasDead = store.isDead(id);
      const record = store.take(id);
      if (!record) continue;
      if (record.parent && going.has(record.parent.id)) members.push(record);
      else this.touch(id, wasDead ? undefined : record, undefined, dirty, true);
    }
    if (members.length) this.noteMembers(members, false, dirty);
  }

  /** Puts a record (deleted or not) in place; what the checks see changes for it and maybe its subtree. */
  private put(next: Component, dirty: Dirty): void {
    // From what the store answers, not looked up again by id: a group put back is 5 000 puts.
    const { store } = this;
    const { id } = next;
    const wasDead = store.isDead(id);
    // Asked before the put, which adopts those waiting for this id.
    const orphaned = store.hasOrphans();
    const prevRecord = store.put(next);
    if (prevRecord === next) return;
    const prevLive = wasDead ? undefined : prevRecord;
    if (hasLanguageChecks(next) && !(prevRecord && hasLanguageChecks(prevRecord))) this.languageOrder.add(id);
    const flipped = store.settle(id, prevRecord, next);
    const nextLive = store.isDead(id) ? undefined : next;
    // A record new to the store has children only where orphans waited for it: no looking for
    // them for each of a group's 5 000 put back.
    this.touch(id, prevLive, nextLive, dirty, prevRecord === undefined && !orphaned);
    if (flipped.length === 0) return;
    // They all flipped the same way: out of the survey when the record now kills its subtree.
    const gone = store.isDead(flipped[0]!.id);
    if ((prevLive === undefined) === (nextLive === undefined)) {
      for (const other of flipped) this.touch(other.id, gone ? other : undefined, gone ? undefined : other, dirty);
      return;
    }
    // The record came or went with its subtree (a group deleted or restored: 5 000 records). What
    // `touch` notes for each member, but what the record's own touch and the other members note
    // already: a member's parent and grandparent are members, the record or its parent (items);
    // the subtree keys of its ancestors are theirs; its children that matter flipped with it. The
    // members themselves go as a list: units to re-run, and names touched as ids and subtrees.
    this.noteMembers(flipped, !gone, dirty);
  }

  /**
   * Records that came into the survey (`live`) or went out of it with one above them: units to
   * re-run, and names touched as ids and subtrees, as a list; and their kinds and child lists.
   */
  private noteMembers(members: readonly Component[], live: boolean, dirty: Dirty): void {
    const { keys } = dirty;
    keys.members.push(members);
    dirty.membersLive.push(live);
    let lastParent: string | undefined;
    let lastKind: ComponentKind | undefined;
    for (let i = 0; i < members.length; i++) {
      const member = members[i]!;
      // Siblings come together, of a kind (the children index lists them so): noted once.
      if (member.kind !== lastKind) keys.kinds.add((lastKind = member.kind));
      const parent = parentKey(member);
      if (parent !== lastParent) keys.children.add((lastParent = parent));
    }
  }

  /**
   * The live record with this id went from `prev` to `next` (undefined: not in the survey).
   * `childless`: it is known to have no children (their units need not re-run).
   */
  private touch(id: string, prev: Component | undefined, next: Component | undefined, dirty: Dirty, childless = false): void {
    if (prev === next) return;
    dirty.keys.ids.set(id, next ?? null);
    if (prev) this.touchAround(prev, dirty);
    if (next) this.touchAround(next, dirty);
    const appearedOrKind = !prev || !next || prev.kind !== next.kind;
    if (appearedOrKind || parentKey(prev) !== parentKey(next) || prev.order !== next.order) {
      // A child list changed (membership, kind or order): whoever read the list reads it again.
      if (prev) dirty.noteChildList(parentKey(prev));
      if (next) dirty.noteChildList(parentKey(next));
    }
    if (appearedOrKind && !childless) for (const child of this.store.childIds(id)) dirty.items.add(child);
  }

  /**
   * The kind's list; the parent and grandparent, whose item checks read this component; the
   * subtree of every ancestor. Called with the record before and after a change, the ancestors
   * being those of the moment: a moved ancestor touches its old and new ancestors itself.
   */
  private touchAround(component: Component, dirty: Dirty): void {
    const { keys } = dirty;
    keys.kinds.add(component.kind);
    // Its own subtree too: every touched id counts as a touched subtree (TouchedKeys).
    const parent = component.parent?.id;
    // A parent touched in this batch noted itself, its parent and its ancestors' subtrees (a
    // subtree put back parents first: 5 000 records, each stopping here).
    if (parent === undefined || dirty.touched(parent)) return;
    dirty.items.add(parent);
    const grandparent = this.store.get(parent)?.parent?.id;
    if (grandparent !== undefined) dirty.items.add(grandparent);
    // Up to the first ancestor already noted: its own ancestors of the moment were noted with it
    // (a later move of one of them notes the new ones), and a loop ends at a key noted on the way.
    // A group deleted touches 5 000 records, each walking one step instead of every ancestor.
    for (let at: string | undefined = parent; at !== undefined; at = this.store.get(at)?.parent?.id) {
      if (keys.subtrees.has(at) || keys.ids.has(at)) break;
      keys.subtrees.add(at);
    }
  }

  flush(dirty: Dirty): void {
    const surveyUnits = new Set<CheckCode>();
    const { items, keys } = dirty;
    const staleMemos: MemoUnit[] = [];
    this.deps.forEachReader(keys, (unit) => {
      if (typeof unit === 'string') items.add(unit);
      else if ('entry' in unit) staleMemos.push(unit);
      else surveyUnits.add(unit.code);
    });
    for (const unit of staleMemos) this.dropMemo(unit);
    // A record noted by its change is still the live one unless a subtree flipped since.
    const flipped = keys.members.length > 0;
    keys.ids.forEach((known, id) => this.recheckItem(id, flipped ? this.store.get(id) : (known ?? undefined), keys.languages));
    items.forEach((id) => {
      if (!keys.ids.has(id)) this.recheckItem(id, this.store.get(id), keys.languages);
    });
    // Members of a subtree that came or went, but those re-run already. Mostly one list, whose
    // records are as it says: a later change of one in the batch touched it, or happened while it
    // was out of the survey. A member of several (flipped twice in one batch) re-runs
    // once, as the store has it.
    const seen = keys.members.length > 1 ? new Set<string>() : null;
    keys.members.forEach((members, list) => {
      const live = dirty.membersLive[list]!;
      for (let i = 0; i < members.length; i++) {
        const { id } = members[i]!;
        if (keys.ids.has(id) || items.has(id)) continue;
        if (seen) {
          if (seen.size !== seen.add(id).size) this.recheckItem(id, this.store.get(id), keys.languages);
        } else this.recheckItem(id, live ? members[i] : undefined, keys.languages);
      }
    });
    if (keys.languages) this.recheckAllLanguages();
    for (const code of surveyUnits) this.list.note(this.surveyFindings.get(code), this.checkSurvey(code));
    this.list.commit();
  }

  /** Re-runs the unit of the component with this id, now `component` (undefined: out of the survey). */
  private recheckItem(id: string, component: Component | undefined, languagesChanged: boolean): void {
    const before = this.unitFindings.get(id);
    const found = component ? this.checkItem(component) : undefined;
    if (!component) this.deps.forget(id);
    if (found) this.unitFindings.set(id, found);
    else if (before) this.unitFindings.delete(id);
    this.list.note(before, found);
    // A language change re-runs every item's language checks after (recheckAllLanguages).
    if (!languagesChanged) this.recheckLanguages(id, component);
    this.translations?.put(id, component);
  }

  /** A memoised value read a touched key: computed again when next asked for. */
  private dropMemo(unit: MemoUnit): void {
    const memos = this.memos.get(unit.code);
    if (memos?.get(unit.key) === unit.entry) memos.delete(unit.key);
    this.memoUnits.get(unit.code)?.delete(unit.key);
    this.deps.forget(unit);
  }

  /** Files the check's memoised values among the readers (new ones), and forgets those it dropped. */
  private fileMemos(code: CheckCode, memos: ReadonlyMap<string, MemoEntry>): void {
    let units = this.memoUnits.get(code);
    if (!units) this.memoUnits.set(code, (units = new Map()));
    for (const [key, unit] of units) {
      if (memos.get(key) === unit.entry) continue;
      units.delete(key);
      this.deps.forget(unit);
    }
    for (const [key, entry] of memos) {
      if (!entry.deps || units.has(key)) continue;
      const unit: MemoUnit = { code, key, entry };
      units.set(key, unit);
      this.deps.set(unit, entry.deps);
    }
  }

  /**
   * Runs the item checks of the component's kind, recording what they read. `first`: the unit has
   * never run, so there is nothing to forget when it read nothing (most do: 50 000 answers).
   */
  private checkItem(component: Component, first = false): Finding[] | undefined {
    let found: Finding[] | undefined;
    const checks = ITEM_CHECKS_BY_KIND[component.kind];
    // Indexed, not for-of: this runs for each of 50 000 answers, and an iterator per call shows.
    for (let i = 0; i < checks.length; i++) {
      const { code, check } = checks[i]!;
      const message = check.run(component, this.itemReader);
      if (message !== null) (found ??= []).push(makeFinding(code, check, component, message));
    }
    const deps = this.itemReader.take();
    if (deps || !first) this.deps.set(component.id, deps);
    return found;
  }

  /** Runs the language checks of the component (undefined: gone) again, noting what changed. */
  private recheckLanguages(id: string, component: Component | undefined): void {
    let before: Finding[] | undefined;
    for (let i = 0; i < LANGUAGE_CODES.length; i++) {
      const finding = this.list.find(LANGUAGE_CODES[i]!, id);
      if (finding) (before ??= []).push(finding);
    }
    this.list.note(before, component ? this.checkLanguages(component) : undefined);
  }

  /**
   * The languages changed: the language checks of every item, in id order, so each check's
   * findings come out sorted and replace the old ones whole, as a column (findings-column.ts):
   * the cost is the checks, not 50 000 finding objects nor the bookkeeping of their changes.
   */
  private recheckAllLanguages(): void {
    const store = this.store;
    if (INDEXABLE && store.languages.length <= INDEXED_LANGUAGES) {
      if (this.translations) this.translations.setLanguages(store.languages);
      else this.translations = new TranslationIndex((visit) => store.forEachLive(visit), store.languages);
      this.list.replace(this.translations.column('missing_translation'));
      return;
    }
    // Past the index's languages it goes out of step: made again when next wanted.
    this.translations = null;
    const reader = this.itemReader;
    const found = LANGUAGE_CODES.map((code) => new ColumnBuilder(code));
    this.languageOrder.forEach(
      () => {
        const all: string[] = [];
        // Deleted records too: they come back to life through a flip, not a put.
        store.forEachRecord((record) => {
          if (hasLanguageChecks(record)) all.push(record.id);
        });
        return all;
      },
      (id) => {
        const record = store.record(id);
        if (record === undefined || !hasLanguageChecks(record)) return false;
        if (store.isDead(id)) return true;
        const checks = LANGUAGE_CHECKS_BY_KIND[record.kind];
        reader.languagesOpen = true;
        try {
          for (let i = 0; i < checks.length; i++) {
            const { code, check } = checks[i]!;
            const message = check.run(record, reader);
            if (message !== null) found[LANGUAGE_INDEX[code]]!.push(id, record.kind, message);
          }
        } finally {
          reader.languagesOpen = false;
        }
        if (reader.take()) throw new RangeError(`A check marked readsLanguages read a component other than its item (${record.kind})`);
        return true;
      },
    );
    for (let c = 0; c < found.length; c++) this.list.replace(found[c]!.build());
  }

  /** Runs the item checks of the component's kind that read the languages (they record nothing). */
  private checkLanguages(component: Component): Finding[] | undefined {
    const checks = LANGUAGE_CHECKS_BY_KIND[component.kind];
    if (checks.length === 0) return undefined;
    let found: Finding[] | undefined;
    const reader = this.itemReader;
    reader.languagesOpen = true;
    try {
      for (let i = 0; i < checks.length; i++) {
        const { code, check } = checks[i]!;
        const message = check.run(component, reader);
        if (message !== null) (found ??= []).push(makeFinding(code, check, component, message));
      }
    } finally {
      reader.languagesOpen = false;
    }
    // They are re-run on their own when the languages change, with nothing else of the unit.
    if (reader.take()) throw new RangeError(`A check marked readsLanguages read a component other than its item (${component.kind})`);
    return found;
  }

  /** Runs a survey-wide check with its memo table, recording what it read. */
  private checkSurvey(code: CheckCode): Finding[] {
    const check = checkDef(code) as SurveyCheckDef;
    let memos = this.memos.get(code);
    if (!memos) this.memos.set(code, (memos = new Map()));
    const hits = this.surveyReader.runWith(memos, () => check.run(this.surveyReader));
    this.deps.set(SURVEY_UNITS[code], this.surveyReader.take());
    this.fileMemos(code, memos);
    const found = hits.map((hit) => makeFinding(code, check, hit.item, hit.message));
    this.surveyFindings.set(code, found);
    return found;
  }
}
