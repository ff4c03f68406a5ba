// What the respondent runtime's JSON calls answer (page-api.ts), as types and constants only: the
// respondent's browser bundle reads these and must not carry zod.
import type { Component } from '../../survey/components/component';
import type { SurveyLanguage } from '../../survey/respondent/language';
import type { RespondentDocument } from './respondent-document';

/**
 * A document as the browser draws it: the server's document (its nonce and preloads left out)
 * and, for every author text it may draw, the server's sanitised HTML (the browser ships no
 * sanitiser). The hydration data block and the JSON page reply both carry this.
 */
export interface DocumentData {
  readonly document: Omit<RespondentDocument, 'styleNonce' | 'modulePreloads'>;
  readonly html: Readonly<Record<string, string>>;
}

/**
 * What became of a page submission:
 * - saved: applied now; `data` is where the walk took the respondent (the next page or the end);
 * - replayed: this key was applied before; nothing changed, `data` is where the respondent is;
 * - moved_back: Back from the current page; `data` is the page before it;
 * - refused: the page has problems (422), nothing stored; `data` is the page with them;
 * - stale: the page is not the respondent's current one (another tab, a finished respondent;
 *   409), nothing stored; `data` is where the respondent is.
 */
export const PAGE_OUTCOMES = ['saved', 'replayed', 'moved_back', 'refused', 'stale'] as const;
export type PageOutcome = (typeof PAGE_OUTCOMES)[number];

export interface PageReply {
  readonly outcome: PageOutcome;
  readonly data: DocumentData;
}

/**
 * The runtime form's shape; a browser holding an older one in IndexedDB fetches it again.
 * 4: a text with dynamic-text items has its sanitised template (items kept) in `html`.
 */
export const RUNTIME_FORM_FORMAT = 4;

/**
 * A component as the runtime form carries it (the server's `wireTree`): under its parent's
 * `children`, in order, so its parent ref (`{ id, kind }` of that parent) and, unless it says
 * one, its order (its place there) go without saying; its id whole (`id`) or as the part after
 * its parent's (`idTail`); of its other fields, those that differ from its kind's `defaults`.
 * A component at the top says its parent (null, or a ref the tree cannot say) itself.
 */
export type WireComponent = {
  readonly kind: Component['kind'];
  readonly id?: string;
  readonly idTail?: string;
  readonly children?: readonly WireComponent[];
} & Readonly<Record<string, unknown>>;

/**
 * A published version as the respondent's browser walks it (issue 14 D): its components and
 * routing in one language (other languages' texts left out), with each author text's sanitised
 * HTML. Immutable: a version never changes once published.
 */
export interface RuntimeForm {
  readonly format: typeof RUNTIME_FORM_FORMAT;
  readonly surveyId: string;
  readonly version: number;
  readonly lang: SurveyLanguage;
  /** Every live component and routing component, each with only `lang`'s texts, as a tree (WireComponent). */
  readonly components: readonly WireComponent[];
  /** Per kind, the fields its components share unless they say otherwise (`expandedComponents`). */
  readonly defaults: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Author HTML → the server's sanitised HTML, for every text of the components with markup. */
  readonly html: Readonly<Record<string, string>>;
}

/** Wire fields that are the tree's, not the component's. */
const TREE_FIELDS = new Set(['id', 'idTail', 'kind', 'parent', 'order', 'children']);

type Ref = NonNullable<Component['parent']>;

/**
 * Reads a form's wire components back into components, whole or a subtree at a time (the
 * browser's walk keeps the largest survey's answers as the form carries them and reads a group's
 * only for a page that draws them). Each kind's components are built with their fields in one
 * order (id, kind, parent, order, the kind's defaults, then any others), and siblings share one
 * parent ref: 51,000 of them then cost a few MB of the browser's heap, not the tens of MB that
 * objects of assorted shapes would.
 */
export class FormReader {
  private readonly defaultFields = new Map<string, readonly string[]>();

  constructor(private readonly defaults: RuntimeForm['defaults']) {}

  /** `wires` at the top of the form, each with everything under it, parents first, into `out`. */
  readTop(wires: readonly WireComponent[], out: Component[], skip?: (wire: WireComponent) => boolean): void {
    for (const wire of wires) this.read(wire, null, -1, out, skip);
  }

  /**
   * The children of `parent` (whose wire is `wire`) that `keep` accepts, each with everything
   * under it (less what `skip` leaves out), into `out`: their order is their place among all of
   * them, as the whole tree reads it.
   */
  readChildren(wire: WireComponent, parent: Ref, out: Component[], keep: (child: WireComponent) => boolean, skip?: (wire: WireComponent) => boolean): void {
    wire.children?.forEach((child, place) => {
      if (keep(child)) this.read(child, { id: parent.id, ref: parent }, place, out, skip);
    });
  }

  private fieldsOf(kind: string): readonly string[] {
    let fields = this.defaultFields.get(kind);
    if (!fields) {
      fields = Object.keys(this.defaults[kind] ?? {}).filter((field) => !TREE_FIELDS.has(field));
      this.defaultFields.set(kind, fields);
    }
    return fields;
  }

  private read(
    wire: WireComponent, parent: { readonly id: string; readonly ref: Ref } | null, place: number,
    out: Component[], skip: ((wire: WireComponent) => boolean) | undefined,
  ): void {
    const defaults = this.defaults[wire.kind] ?? {};
    const id = wire.id ?? `${parent?.id ?? ''}${wire.idTail ?? ''}`;
    const component: Record<string, unknown> = { id, kind: wire.kind };
    if (parent) {
      component.parent = parent.ref;
      component.order = Object.hasOwn(wire, 'order') ? wire.order : place;
    } else {
      if (Object.hasOwn(wire, 'parent')) component.parent = wire.parent;
      if (Object.hasOwn(wire, 'order')) component.order = wire.order;
    }
    for (const field of this.fieldsOf(wire.kind)) component[field] = Object.hasOwn(wire, field) ? wire[field] : defaults[field];
    for (const field of Object.keys(wire)) if (!TREE_FIELDS.has(field) && !Object.hasOwn(component, field)) component[field] = wire[field];
    out.push(component as unknown as Component);
    if (!wire.children) return;
    const below = { id, ref: { id, kind: wire.kind } as Ref };
    wire.children.forEach((child, index) => {
      if (!skip?.(child)) this.read(child, below, index, out, skip);
    });
  }
}

/** The form's components whole again, parents before their children (FormReader). */
export function expandedComponents(form: Pick<RuntimeForm, 'components' | 'defaults'>): Component[] {
  const out: Component[] = [];
  new FormReader(form.defaults).readTop(form.components, out);
  return out;
}
