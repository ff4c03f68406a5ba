// The survey's custom CSS (Survey.theme.custom_css, spec §3) made safe to put in the respondent
// page's <style>: parsed with postcss (a maintained CSS parser: a brace inside a string or a
// comment cannot fool it), then rebuilt from an allow-list. What comes out can style only the
// survey's root element's descendants and cannot end the <style> element:
// - every selector is prefixed with the survey's root (`#respondent-main body` matches nothing, so
//   `body`, `html`, `:root` and `*` reach nothing outside); one that starts with `+` or `~` (a
//   sibling of the root) or nests (`&`) is dropped;
// - only style rules and @media / @supports / @container around them are kept: @import, @charset,
//   @namespace, @font-face, @keyframes, @layer, @property, @page and any other at-rule are dropped
//   (they act on the whole document, or load things);
// - a declaration is dropped when it loads from anything but https (url() of another scheme,
//   image-set(), src()), runs something (expression(), behavior, -moz-binding, javascript:), takes
//   the element out of the survey's box (position: fixed or sticky), or holds a backslash (escapes
//   are how the checks above are slipped past: `u\72l(`, `fi\78ed`);
// - comments are dropped and `</` is written `<\/` (the same text in CSS), so nothing can close
//   the element.
// Runs on the server only, once per published version (survey-look.ts keeps the result).
import { parse, type AtRule, type ChildNode, type Container, type Declaration, type Rule } from 'postcss';
import { RESPONDENT_ROOT_ID } from '../../schema/api/respondent/respondent-document';

/** The survey's root: the element the respondent page is drawn in. */
export const SURVEY_ROOT_SELECTOR = `#${RESPONDENT_ROOT_ID}`;

/** The most custom CSS taken, in characters (the survey's own limit, schema/survey/survey.ts). */
export const CUSTOM_CSS_LIMIT = 100_000;

/** Grouping at-rules whose rules are kept (with their own rules checked as any other). */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'container']);
const MAX_DEPTH = 4;

/** Properties that run code or bind behaviour in some browser. */
const FORBIDDEN_PROPERTIES = new Set(['behavior', '-moz-binding', 'binding']);
/** Value functions that load or run something without url()'s https check. */
const FORBIDDEN_VALUE = /expression\s*\(|(?:^|[^a-z-])(?:-webkit-)?image-set\s*\(|(?:^|[^a-z-])src\s*\(|javascript:|vbscript:|@import/i;
const LEAVES_THE_BOX = /\b(?:fixed|sticky)\b/i;

export type CustomCss =
  | { readonly kind: 'none' }
  | { readonly kind: 'css'; readonly css: string; readonly dropped: number }
  /** Nothing kept: too long, or not CSS the parser can read. */
  | { readonly kind: 'refused'; readonly reason: string };

/** Every url(…) of a value: each must be https, and each `url(` must be one of them. */
function urlsAreHttps(value: string): boolean {
  const opened = value.match(/url\s*\(/gi)?.length ?? 0;
  if (opened === 0) return true;
  const urls = [...value.matchAll(/url\s*\(\s*(["']?)([^"')]*)\1\s*\)/gi)].map((match) => match[2]!.trim());
  return urls.length === opened && urls.every((url) => /^https:\/\/[^\s]+$/i.test(url));
}

function declarationIsSafe(decl: Declaration): boolean {
  const prop = decl.prop.toLowerCase();
  const value = decl.value;
  // A comment inside a value is kept raw by the parser, beside the value it checked.
  if (/\\|\/\*/.test(prop) || /\\|\/\*/.test(value)) return false;
  if (FORBIDDEN_PROPERTIES.has(prop)) return false;
  if (FORBIDDEN_VALUE.test(value) || !urlsAreHttps(value)) return false;
  if (prop === 'position' && LEAVES_THE_BOX.test(value)) return false;
  return true;
}

/** A selector inside the root, or null when it could reach outside it. */
function scopedSelector(selector: string): string | null {
  const trimmed = selector.trim();
  if (trimmed === '' || /^[+~]/.test(trimmed) || trimmed.includes('&') || /[{};]|\/\*/.test(trimmed)) return null;
  return `${SURVEY_ROOT_SELECTOR} ${trimmed}`;
}

class Sanitizer {
  dropped = 0;

  /** Keeps what the allow-list admits of a container's children; removes the rest. */
  container(container: Container, depth: number): void {
    for (const node of [...(container.nodes ?? [])]) {
      if (!this.keep(node, depth)) {
        node.remove();
        this.dropped += 1;
      }
    }
  }

  private keep(node: ChildNode, depth: number): boolean {
    switch (node.type) {
      case 'rule':
        return this.rule(node);
      case 'atrule':
        return this.atRule(node, depth);
      case 'comment':
        // Not counted: a comment changes nothing.
        this.dropped -= 1;
        return false;
      case 'decl':
        // A declaration outside any rule styles nothing.
        return false;
    }
  }

  private rule(rule: Rule): boolean {
    const selectors = rule.selectors.map(scopedSelector).filter((s): s is string => s !== null);
    if (selectors.length === 0) return false;
    rule.selectors = selectors;
    for (const child of [...rule.nodes]) {
      // Nested rules and at-rules (CSS nesting) would need their own scoping: not taken.
      const kept = child.type === 'decl' && declarationIsSafe(child);
      if (!kept) {
        if (child.type !== 'comment') this.dropped += 1;
        child.remove();
      } else {
        // Written from what was checked: a raw value keeps the comments the checked one lost.
        child.raws = { before: '', between: ':' };
      }
    }
    rule.raws = { before: '\n', between: '', after: '', semicolon: false };
    return true;
  }

  private atRule(rule: AtRule, depth: number): boolean {
    const name = rule.name.toLowerCase();
    if (!GROUPING_AT_RULES.has(name) || depth >= MAX_DEPTH || rule.nodes === undefined) return false;
    if (/[{};\\]|<\/|\/\*|url\s*\(/i.test(rule.params)) return false;
    rule.raws = { before: '\n', afterName: ' ', between: ' ', after: '\n' };
    this.container(rule, depth + 1);
    return rule.nodes.length > 0;
  }
}

/**
 * The custom CSS as the respondent page may carry it: scoped to the survey's root, with anything
 * that could reach outside it, load from elsewhere, run or end the <style> element taken out.
 */
export function sanitizeCustomCss(css: string | undefined): CustomCss {
  if (css === undefined || css.trim() === '') return { kind: 'none' };
  if (css.length > CUSTOM_CSS_LIMIT) return { kind: 'refused', reason: `custom CSS of ${css.length} characters is over the limit of ${CUSTOM_CSS_LIMIT}` };
  let root;
  try {
    root = parse(css);
  } catch (error) {
    return { kind: 'refused', reason: `custom CSS does not parse: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}` };
  }
  const sanitizer = new Sanitizer();
  sanitizer.container(root, 0);
  // Comments are gone; in what is left (strings, selectors) `</` is the one thing that could end
  // the element: `\/` is the same character to CSS.
  const out = root.toString().replace(/<\//g, '<\\/').trim();
  return out === '' ? { kind: 'none' } : { kind: 'css', css: out, dropped: sanitizer.dropped };
}
