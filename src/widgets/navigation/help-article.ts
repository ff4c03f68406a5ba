// A help article (spec §3) plus the routes it is recommended on (spec §2: by current route name).
export interface HelpArticle {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  /** Trusted-looking but stored HTML: always sanitised before it is shown. */
  readonly detail: string;
  /** Icon name, drawn by the caller's icon set; decorative here. */
  readonly icon: string;
  readonly tag: string;
  /** Route names (e.g. "survey-designer-edit") on which the article is recommended. */
  readonly routes: readonly string[];
}

/** Where "Open in new tab" points: the help page with the article id as query. */
export function helpArticleHref(id: string): string {
  return `/help?article=${encodeURIComponent(id)}`;
}
