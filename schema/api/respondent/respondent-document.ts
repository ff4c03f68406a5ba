// What the server hands the respondent page renderer (src/respondent/render-document.tsx, built
// with Vite's SSR mode and loaded by the server at run time): everything one HTML document shows,
// decided by the server's walk. The renderer draws; it decides nothing.
import type { Answers, PageProblem, PipingValues, SurveyLanguage } from '../../survey/respondent';
import type { Component } from '../../survey/components/component';
import type { Responses } from '../../survey/condition-evaluator';
import type { StatusTexts } from '../../survey/respondent/respondent-texts';
import type { Theme } from '../../survey/theme';
import type { LiveText } from '../../survey/respondent/live-texts';
import type { DocumentData } from './page-reply';

type ThemeColourField =
  | 'background_color' | 'survey_background_color' | 'text_color' | 'primary_color' | 'secondary_color'
  | 'button_text_color' | 'button_background_color' | 'button_hover_background_color';

/**
 * The id of the element a respondent page is drawn in (inside <body>): the root the browser
 * hydrates, and the scope the survey's custom CSS is confined to (server/respondent/custom-css.ts).
 */
export const RESPONDENT_ROOT_ID = 'respondent-main';

/**
 * The survey's colours (hex without '#'; a missing or invalid one takes the default), its logo (an
 * http(s) URL the server checked) and the theme's title (the logo's alternative text).
 */
export type DocumentTheme = Partial<Pick<Theme, ThemeColourField>> & {
  readonly logo_url?: string | undefined;
  readonly title?: string | undefined;
};

/** One of the version's launch languages, named in itself ("Français"), for the language switch. */
export interface DocumentLanguage {
  readonly code: string;
  readonly name: string;
}

/** The page of the walk the respondent is on, with the answers they have given. */
export interface DocumentPage {
  readonly kind: 'page';
  readonly pageId: string;
  /** 1-based position on the respondent's path ("Page N"). */
  readonly pageNumber: number;
  /**
   * The published version the respondent takes: the browser fetches its runtime form
   * (page-api.ts) to walk on while offline. Absent: the browser only walks with the server.
   */
  readonly version?: number | undefined;
  /** Generated at render; the form posts it back, so a resent form applies once. */
  readonly idempotencyKey: string;
  readonly canGoBack: boolean;
  /**
   * The respondent's path up to this page (page ids, this one last), as the server walked it:
   * Back on the device steps along it while offline. Absent: this page only.
   */
  readonly path?: readonly string[] | undefined;
  /**
   * The version's visible components (settled), with their parents, as this respondent sees them
   * (`respondentComponents`): answers in the respondent's order, dynamic text piped.
   */
  readonly components: readonly Component[];
  /** The page's items in order (the walk's shown targets, exits left out), as `components` holds them. */
  readonly items: readonly Component[];
  /**
   * The respondent's answer-order seed (their id) and dynamic-text values, already applied to
   * `components` by the server; a renderer that passes them to SurveyPage again changes nothing
   * (the groups are as_displayed, the texts hold no items). For a live runtime.
   */
  readonly orderSeed?: string;
  readonly piping?: PipingValues;
  readonly answers: Answers;
  readonly responses: Responses;
  readonly problems: readonly PageProblem[];
  /**
   * Every component that can show on this page, shown or not: the page, its routing items, their
   * targets with everything below them and their parents. The browser settles visibility over
   * these (and `responses` for the rest) as the respondent answers, so a question that an answer
   * on this page reveals appears at once. Absent: the browser only draws what the server showed.
   */
  readonly pageComponents?: readonly Component[] | undefined;
  /**
   * The page's texts that pipe an answer given on this page (`liveTextsOf`): the browser pipes
   * each again from its sanitised template (the data's `html` under the text) when an answer it
   * reads changes. Absent: none.
   */
  readonly liveTexts?: readonly LiveText[] | undefined;
}

/** A page with a message and no form: the end of the walk, the closed message, no survey. */
export interface DocumentMessage {
  readonly kind: 'message';
  /** Author's rich text (sanitised by the renderer), or null for `fallback` as plain text. */
  readonly html: string | null;
  readonly fallback: string;
}

export interface RespondentDocument {
  /** The document's title (the survey's title, or what the page says). */
  readonly title: string;
  readonly lang: SurveyLanguage;
  readonly theme: DocumentTheme;
  /** Stylesheets to link, from the client build's manifest. */
  readonly stylesheets: readonly string[];
  /**
   * The text of those stylesheets, drawn in the head's nonce'd style element instead of linked:
   * a first visit on a slow network paints without another round trip (about 5 KB gzipped).
   */
  readonly inlineStyles?: string | undefined;
  /** The CSP nonce of the style elements (the stylesheets, the theme's colours), and of the script when there is one. */
  readonly styleNonce: string;
  /**
   * The respondent entry's module (a URL path from the client build's manifest) that hydrates a
   * page; absent when there is no client build. The page works without it (plain form posts).
   */
  readonly script?: string | undefined;
  /**
   * The entry's module and the chunks it imports (URL paths from the manifest), linked as
   * modulepreload with the script's nonce so they all download at once, before the body is read;
   * only with `script`.
   */
  readonly modulePreloads?: readonly string[] | undefined;
  /** Where the form posts (the survey's link, with its ?lang=). */
  readonly action: string;
  /**
   * The version's launch languages when there is more than one: the page offers a switch (a GET
   * form to the link with ?lang=). Absent: one language, no switch.
   */
  readonly languages?: readonly DocumentLanguage[] | undefined;
  /**
   * The survey's custom CSS, sanitised and scoped to the survey's root by the server
   * (server/respondent/custom-css.ts): drawn in the document's <style>, never in the data block.
   */
  readonly customCss?: string | undefined;
  /**
   * The status line's texts in the page's language (a page's runtime says how its answers stand):
   * only this language's travel, so the entry need not carry all eight. Absent: English.
   */
  readonly statusTexts?: StatusTexts | undefined;
  readonly body: DocumentPage | DocumentMessage;
}

/** The renderer module's shape: `export function renderDocument(document): string`. */
export type RenderDocument = (document: RespondentDocument) => string;
export interface RendererModule {
  readonly renderDocument: RenderDocument;
  /** What a page's data block holds, without drawing it: the JSON page reply (page-api.ts). */
  readonly documentData: (document: RespondentDocument) => DocumentData;
  /** Each markup-bearing text sanitised, by the same sanitiser the pages use (the runtime form). */
  readonly sanitizedTexts: (texts: Iterable<string>) => Record<string, string>;
  /** The pages' service worker's script (src/respondent/offline-worker.ts). */
  readonly offlineWorkerSource: () => string;
}
