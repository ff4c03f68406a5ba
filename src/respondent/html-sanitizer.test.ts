// Author-typed rich text on the respondent's page: whatever an author (or a pasted document)
// wrote, nothing that can run survives, and the formatting the editor writes does.
import { describe, expect, it } from 'vitest';
import { sanitizeAuthorHtml } from './html-sanitizer';

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
