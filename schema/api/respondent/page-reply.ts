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

/** The runtime form's shape; a browser holding an older one in IndexedDB fetches it again. */
export const RUNTIME_FORM_FORMAT = 2;

/**
 * A component as the runtime form carries it: its id and kind, and only the fields that differ
 * from its kind's `defaults` (most answers differ in their id, parent, order, code and label
 * only; the largest survey has 50,000 of them).
 */
export type WireComponent = { readonly id: string; readonly kind: Component['kind'] } & Readonly<Record<string, unknown>>;

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
  /** Every live component and routing component, each with only `lang`'s texts, compacted. */
  readonly components: readonly WireComponent[];
  /** Per kind, the fields its components share unless they say otherwise (`expandedComponents`). */
  readonly defaults: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Author HTML → the server's sanitised HTML, for every text of the components with markup. */
  readonly html: Readonly<Record<string, string>>;
}

/** The form's components whole again: each its kind's defaults, then its own fields. */
export function expandedComponents(form: Pick<RuntimeForm, 'components' | 'defaults'>): Component[] {
  return form.components.map((component) => ({ ...form.defaults[component.kind], ...component }) as unknown as Component);
}
