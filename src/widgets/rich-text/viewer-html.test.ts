// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { viewerHtml } from './viewer-html';

describe('viewerHtml', () => {
  it('removes scripts, handlers and javascript: links', () => {
    const out = viewerHtml('<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>', []);
    expect(out).not.toMatch(/script|onclick|javascript/);
    expect(out).toContain('Hi');
  });
  it('fills dynamic-text spans with chip labels', () => {
    const out = viewerHtml('<p>Dear <span dt-id="q1" dt-type="question" dt-value="label"></span></p>', [
      { type: 'question', id: 'q1', name: 'Q1', answerType: 'open_text' },
    ]);
    expect(out).toBe('<p>Dear <span dt-id="q1" dt-type="question" dt-value="label" class="dt-chip">Q1: Text</span></p>');
  });
  it('shows "unknown" for an item it cannot find and "undefined" for an empty contact field', () => {
    const out = viewerHtml('<span dt-id="x" dt-type="quota" dt-value="code"></span><span dt-id="field" dt-type="field" dt-value=""></span>', []);
    expect(out).toContain('>unknown: Code<');
    expect(out).toContain('>Contact: undefined<');
  });
  it('keeps alignment and colour styles', () => {
    expect(viewerHtml('<p style="text-align: center;">x</p>', [])).toContain('text-align: center');
  });
});
