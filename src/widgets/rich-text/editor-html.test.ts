// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { docToHtml, htmlToDoc, isEmptyDoc, parseEditorHtml, isEmptyEditorHtml, removeLineBreaks, stripToDynamicText } from './editor-html';
import { basicSchema, fullSchema } from './schema';

describe('stripToDynamicText', () => {
  it('strips every tag but keeps the text', () => {
    expect(stripToDynamicText('<p><b>Hello</b> <a href="x">world</a></p>')).toBe('Hello world');
  });
  it('keeps dynamic-text spans with only their three attributes', () => {
    expect(stripToDynamicText('Hi <span dt-id="q1" dt-type="question" dt-value="code" class="x" onclick="y">Q1</span>!')).toBe(
      'Hi <span dt-id="q1" dt-type="question" dt-value="code"></span>!',
    );
  });
  it('turns line breaks, <br> and paragraphs into single spaces', () => {
    expect(stripToDynamicText('<p>one</p><p>two<br>three\nfour</p>')).toBe('one two three four');
  });
  it('drops scripts and styles with their content', () => {
    expect(stripToDynamicText('a<script>alert(1)</script><style>p{}</style>b')).toBe('ab');
  });
  it('escapes text so it stays text', () => {
    expect(stripToDynamicText('&lt;b&gt;')).toBe('&lt;b&gt;');
  });
});

describe('removeLineBreaks', () => {
  it('joins lines with one space', () => {
    expect(removeLineBreaks('a\r\n\nb \n c')).toBe('a b c');
  });
});

describe('emptiness', () => {
  it('counts one empty wrapper as empty', () => {
    expect(isEmptyEditorHtml('<p></p>')).toBe(true);
    expect(isEmptyEditorHtml('<p><br></p>')).toBe(true);
    expect(isEmptyEditorHtml(' ')).toBe(true);
    expect(isEmptyEditorHtml('<p></p><p></p>')).toBe(false);
    expect(isEmptyEditorHtml('<p>x</p>')).toBe(false);
  });
  it('counts a document of one empty paragraph as empty and serialises it to ""', () => {
    const doc = htmlToDoc(basicSchema, '');
    expect(isEmptyDoc(doc)).toBe(true);
    expect(docToHtml(doc)).toBe('');
  });
  it('does not count a lone dynamic-text item as empty', () => {
    const doc = htmlToDoc(basicSchema, '<span dt-id="respondent" dt-type="respondent" dt-value="id"></span>');
    expect(isEmptyDoc(doc)).toBe(false);
  });
});

// Issue 12: basic-mode texts were stored wrapped in <p> while defaults are plain text.
describe('basic-mode storage', () => {
  it('stores basic-mode text without a wrapper, and reads plain and <p>-wrapped text alike', () => {
    const plain = parseEditorHtml('basic', 'Answer &amp; 1 <span dt-id="q1" dt-type="question" dt-value="code"></span>');
    const wrapped = parseEditorHtml('basic', '<p>Answer &amp; 1 <span dt-id="q1" dt-type="question" dt-value="code"></span></p>');
    expect(plain.eq(wrapped)).toBe(true);
    expect(docToHtml(wrapped)).toBe('Answer &amp; 1 <span dt-id="q1" dt-type="question" dt-value="code"></span>');
  });

  it('keeps the paragraphs of full-mode text', () => {
    expect(docToHtml(parseEditorHtml('full', 'Hello'))).toBe('<p>Hello</p>');
  });
});

describe('HTML round trip', () => {
  const stable = (html: string) => {
    const doc = htmlToDoc(fullSchema, html);
    return htmlToDoc(fullSchema, docToHtml(doc)).eq(doc);
  };
  it('keeps alignment, marks, lists and dynamic text', () => {
    const html =
      '<p style="text-align: center"><strong>B</strong><em>I</em><u>U</u><a href="https://x.org">L</a></p><ul><li><p>one</p></li></ul>' +
      '<ol><li><p>two</p></li></ol><p><span dt-id="q1.a1" dt-type="question" dt-value="label"></span></p>';
    const doc = htmlToDoc(fullSchema, html);
    expect(doc.firstChild?.attrs.align).toBe('center');
    expect(doc.firstChild?.firstChild?.marks.map((mark) => mark.type.name)).toEqual(['strong']);
    expect(doc.child(1).type.name).toBe('bullet_list');
    expect(doc.child(3).firstChild?.attrs).toEqual({ id: 'q1.a1', type: 'question', value: 'label' });
    expect(stable(html)).toBe(true);
    expect(docToHtml(doc)).toContain('<span dt-id="q1.a1" dt-type="question" dt-value="label"></span>');
  });
  it('keeps highlight and text colour, in hex or rgb', () => {
    const html = '<p><mark data-highlight="aqua">x</mark><span style="color: #ff0000">y</span><span style="color: rgb(0, 128, 0)">z</span></p>';
    const doc = htmlToDoc(fullSchema, html);
    const marks = (index: number) => doc.firstChild?.child(index).marks.map((mark) => [mark.type.name, mark.attrs]);
    expect(marks(0)).toEqual([['highlight', { colour: 'aqua' }]]);
    expect(marks(1)).toEqual([['text_colour', { hex: '#ff0000' }]]);
    expect(marks(2)).toEqual([['text_colour', { hex: '#008000' }]]);
    expect(stable(html)).toBe(true);
  });
  it('drops unsafe links and unknown dynamic-text types', () => {
    expect(docToHtml(htmlToDoc(fullSchema, '<p><a href="javascript:alert(1)">x</a><span dt-id="a" dt-type="nope"></span></p>'))).toBe('<p>x</p>');
  });
  it('flattens basic-mode content into one line', () => {
    expect(docToHtml(parseEditorHtml('basic', '<p>a</p><p><b>b</b></p>'))).toBe('a b');
  });
});
