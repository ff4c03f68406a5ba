// Author-typed rich text on the respondent's page: whatever an author (or a pasted document)
// wrote, nothing that can run survives, and the formatting the editor writes does.
import { describe, expect, it } from 'vitest';
import { sanitizeAuthorHtml, sanitizedTemplate } from './html-sanitizer';

describe('sanitizeAuthorHtml', () => {
  it('drops scripts, handlers, script URLs and frames', () => {
    const dirty = '<p onclick="x()">Hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a></p>'
      + '<iframe src="https://example.com"></iframe><svg><script>alert(4)</script></svg><style>p{}</style>';
    const clean = sanitizeAuthorHtml(dirty);
    // An image without a text is decoration (alt=""), read past rather than by its file name.
    expect(clean).toBe('<p>Hi<img alt="" src="x" /><a>link</a></p>');
  });

  it('keeps the editor\'s formatting, and links that open elsewhere cannot reach back', () => {
    const html = '<p><strong>Bold</strong> <em>it</em> <u>u</u></p><ul><li>One</li></ul><a href="https://example.com" target="_blank">site</a>';
    expect(sanitizeAuthorHtml(html)).toBe(
      '<p><strong>Bold</strong> <em>it</em> <u>u</u></p><ul><li>One</li></ul><a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });
});

describe('sanitizedTemplate', () => {
  const item = (id: string, show = 'label') => `<span dt-id="${id}" dt-type="question" dt-value="${show}">chip</span>`;

  it('keeps each dynamic-text item, emptied and its attributes escaped, and drops what can run', () => {
    const dirty = `<p onclick="x()">Why ${item('q1')}?<script>alert(1)</script><img src="x" onerror="alert(2)"></p>`;
    expect(sanitizedTemplate(dirty)).toBe('<p>Why <span dt-id="q1" dt-type="question" dt-value="label"></span>?<img alt="" src="x" /></p>');
    expect(sanitizedTemplate(`<b>${item('a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;')}</b>`))
      .toBe('<b><span dt-id="a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" dt-type="question" dt-value="label"></span></b>');
  });

  it('brings items back only where they stood in text: not into an attribute, not out of a dropped element', () => {
    const html = `<a href="https://example.com" title="${item('q1').replace(/"/g, "'")}">x</a><script>${item('q2')}</script><p>${item('q3')}</p>`;
    const template = sanitizedTemplate(html);
    expect(template).toBe('<a href="https://example.com" title="">x</a><p><span dt-id="q3" dt-type="question" dt-value="label"></span></p>');
  });

  it('is the plain sanitiser for a text without items, or one that holds its markers itself', () => {
    expect(sanitizedTemplate('<p>Hi<script>x</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizedTemplate(`<p>\uE0000\uE001 ${item('q1')}</p>`)).toBe('<p>\uE0000\uE001 <span>chip</span></p>');
  });
});
