// Hostile custom CSS neutralised: nothing reaches outside the survey's root, loads from elsewhere,
// runs, or ends the <style> element; an author's ordinary CSS keeps working inside the root.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { CUSTOM_CSS_LIMIT, SURVEY_ROOT_SELECTOR, sanitizeCustomCss } from './custom-css';

function cssOf(input: string): string {
  const result = sanitizeCustomCss(input);
  if (result.kind === 'refused') throw new Error(result.reason);
  return result.kind === 'css' ? result.css : '';
}

/** Every selector of the output, as a browser's CSSOM reads it back. */
function selectorsOf(css: string): string[] {
  const dom = new JSDOM(`<style>${css}</style>`);
  const out: string[] = [];
  const walk = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if ('selectorText' in rule) out.push(...String(rule.selectorText).split(',').map((s) => s.trim()));
      if ('cssRules' in rule) walk(rule.cssRules as CSSRuleList);
    }
  };
  walk(dom.window.document.styleSheets[0]!.cssRules);
  return out;
}

describe('sanitizeCustomCss', () => {
  it('scopes to the root the respondent page draws in', () => {
    expect(SURVEY_ROOT_SELECTOR).toBe('#respondent-main');
  });

  it('keeps an author’s ordinary CSS, each selector inside the survey root', () => {
    const css = cssOf('.survey-page h2, .respondent__title { color: #123456; font-weight: 700 !important }\n'
      + '@media (max-width: 600px) { .survey-page { padding: 0 } }\n'
      + 'p > a:hover { background: url("https://cdn.example.com/a.png") no-repeat }');
    expect(css).toContain('#respondent-main .survey-page h2, #respondent-main .respondent__title{');
    expect(css).toContain('color:#123456');
    expect(css).toContain('font-weight:700 !important');
    expect(css).toContain('@media (max-width: 600px)');
    expect(css).toContain('#respondent-main .survey-page{padding:0}');
    expect(css).toContain('url("https://cdn.example.com/a.png")');
    expect(selectorsOf(css).every((s) => s.startsWith('#respondent-main '))).toBe(true);
  });

  it('takes the whole document’s selectors (body, html, :root, *) inside the root, where they match nothing outside', () => {
    const css = cssOf('body { display: none } html, :root { background: red } * { color: red } ::selection { color: red }');
    const selectors = selectorsOf(css);
    expect(selectors).toEqual([
      '#respondent-main body', '#respondent-main html', '#respondent-main :root', '#respondent-main *', '#respondent-main ::selection',
    ]);
    // Drawn against a page: nothing outside the root matches any of them.
    const dom = new JSDOM(`<body><p id="outside">x</p><main id="respondent-main"><p id="inside">y</p></main></body>`);
    const { document } = dom.window;
    const matched = selectors.filter((s) => !s.includes('::')).flatMap((s) => [...document.querySelectorAll(s)].map((e) => e.id || e.tagName));
    expect(matched).toEqual(['inside']);
  });

  it('drops selectors that would reach the root’s siblings, and nested rules', () => {
    const css = cssOf('~ p, + div, .ok { color: red } .a { & .b { color: blue } .c { color: green } color: black }');
    expect(selectorsOf(css)).toEqual(['#respondent-main .ok', '#respondent-main .a']);
    expect(css).not.toContain('blue');
    expect(css).not.toContain('green');
    expect(css).toContain('color:black');
  });

  it('cannot break out of its rule or of the <style> element', () => {
    // A stray } would end the rule early for a lax reader: this parser refuses the whole CSS.
    expect(sanitizeCustomCss('.a { color: red } } body { display: none }')).toMatchObject({ kind: 'refused' });
    expect(sanitizeCustomCss('.a { color: red; } body { x: "</style>" ')).toMatchObject({ kind: 'refused' });
    const css = cssOf('.b { content: "</style><script>alert(1)</script>" }'
      + ' .c { color: blue } /* </style><script>alert(2)</script> */ .d::after { content: "</STYLE >" }');
    expect(css.toLowerCase()).not.toContain('</style');
    expect(css).not.toContain('/*');
    for (const selector of selectorsOf(css)) expect(selector.startsWith('#respondent-main ')).toBe(true);
    // Inside a string `<\/` (or postcss's own `\3c /style`) is the same text: the content survives, harmless.
    expect(css).toMatch(/content:"(?:<\\\/|\\3c \/)style><script>alert\(1\)<\\\/script>"/);
    // The page it lands in keeps one <style> element and no script.
    const dom = new JSDOM(`<head><style>${css}</style></head><body><main id="respondent-main"></main></body>`);
    expect(dom.window.document.querySelectorAll('style')).toHaveLength(1);
    expect(dom.window.document.querySelectorAll('script')).toHaveLength(0);
    expect(selectorsOf(css)).toEqual(['#respondent-main .b', '#respondent-main .c', '#respondent-main .d::after']);
  });

  it('drops @import, @charset, @namespace, @font-face, @keyframes, @layer, @property and @page', () => {
    const css = cssOf('@charset "utf-8"; @import url("https://evil.example/x.css"); @import "y.css"; @namespace svg url(http://www.w3.org/2000/svg);'
      + ' @font-face { font-family: X; src: url(https://evil.example/f.woff) } @keyframes spin { to { transform: rotate(1turn) } }'
      + ' @layer base { .x { color: red } } @property --x { syntax: "<length>"; inherits: false; initial-value: 0px }'
      + ' @page { margin: 0 } .kept { color: green }');
    expect(css).toBe('#respondent-main .kept{color:green}');
    // An escaped at-rule name is not one the parser reads: all refused.
    expect(sanitizeCustomCss('@\\69mport url(https://evil.example/z.css); .a { color: red }').kind).not.toBe('css');
  });

  it('drops declarations that load from anything but https, run code or leave the survey’s box', () => {
    const css = cssOf([
      '.a { background: url(http://evil.example/x.png) }',
      '.b { background: url(javascript:alert(1)) }',
      '.c { background-image: url(data:image/png;base64,AAAA) }',
      '.d { width: expression(alert(1)) }',
      '.e { behavior: url(https://evil.example/x.htc); -moz-binding: url(https://evil.example/x.xml#x) }',
      '.f { position: fixed; top: 0 }',
      '.g { position: sticky }',
      '.h { background: image-set("http://evil.example/a.png" 1x) }',
      '.i { background: u\\72l(http://evil.example/x.png) }',
      '.j { position: fi\\78ed }',
      '.k { background: url( "https://ok.example/a.png" ), url(//evil.example/b.png) }',
      '.l { position: relative; background: url(\'https://ok.example/b.png\') }',
    ].join('\n'));
    expect(css).not.toMatch(/evil|javascript|expression|data:|fixed|sticky|behavior|binding|image-set|\\/i);
    expect(css).toContain('#respondent-main .f{top:0}');
    expect(css).toContain("#respondent-main .l{position:relative;background:url('https://ok.example/b.png')}");
    // A rule left with nothing still scopes nothing harmful.
    expect(selectorsOf(css).every((s) => s.startsWith('#respondent-main '))).toBe(true);
  });

  it('drops comments whose raw value differs from the checked one', () => {
    const css = cssOf('.a { position: fi/**/xed; color: red/* x */ }');
    expect(css).not.toContain('/*');
    expect(css).not.toMatch(/fi\s*xed|fixed/);
  });

  it('checks grouping rules’ conditions too', () => {
    expect(cssOf('@media screen { @media print { .a { color: red } } }')).toContain('#respondent-main .a{color:red}');
    expect(cssOf('@supports (background: url(http://evil.example/x)) { .a { color: red } }')).toBe('');
    expect(cssOf('@media (width < 600px) { body { color: red } }')).toBe('@media (width < 600px) {\n#respondent-main body{color:red}\n}');
  });

  it('refuses CSS over the limit, says nothing for none, and survives what does not parse', () => {
    expect(sanitizeCustomCss(undefined)).toEqual({ kind: 'none' });
    expect(sanitizeCustomCss('  ')).toEqual({ kind: 'none' });
    const long = sanitizeCustomCss(`.a{color:red}${' '.repeat(CUSTOM_CSS_LIMIT)}`);
    expect(long.kind).toBe('refused');
    expect(long.kind === 'refused' && long.reason).toContain(String(CUSTOM_CSS_LIMIT));
    const broken = sanitizeCustomCss('.a { color: "red }');
    expect(broken.kind).toBe('refused');
    expect(sanitizeCustomCss('.a { color: red')).toMatchObject({ kind: 'refused' });
  });
});
