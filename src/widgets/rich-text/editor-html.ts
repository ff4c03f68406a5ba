// Between stored HTML and ProseMirror documents. Parsing goes through an inert document
// (DOMParser), so nothing in the HTML loads or runs; the schema keeps only what it knows.
import { DOMParser as SchemaParser, DOMSerializer, type Node as PMNode, type Schema } from 'prosemirror-model';
import { SCHEMAS, type EditorMode } from './schema';

function inertDocument(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

export function htmlToDoc(schema: Schema, html: string): PMNode {
  return SchemaParser.fromSchema(schema).parse(inertDocument(html).body);
}

/** Stored HTML as a document of the mode; basic mode first flattens it to one line. */
export function parseEditorHtml(mode: EditorMode, html: string): PMNode {
  return htmlToDoc(SCHEMAS[mode], mode === 'basic' ? stripToDynamicText(html) : html);
}

/** An editor holding only one empty wrapper (one empty paragraph) counts as empty. */
export function isEmptyDoc(doc: PMNode): boolean {
  const only = doc.firstChild;
  return doc.childCount === 1 && only !== null && only.isTextblock && only.content.size === 0;
}

/**
 * The HTML of a document; an empty editor gives '' rather than '<p></p>'. A basic-mode document
 * (one line) gives its text and dynamic-text tags without the paragraph around them, so basic
 * texts are stored one way, like the plain-text defaults (answer labels "Answer 1"); reading
 * (parseEditorHtml) takes both that and the older `<p>`-wrapped form.
 */
export function docToHtml(doc: PMNode): string {
  if (isEmptyDoc(doc)) return '';
  const target = inertDocument('');
  const content = doc.type.schema === SCHEMAS.basic && doc.firstChild ? doc.firstChild.content : doc.content;
  const fragment = DOMSerializer.fromSchema(doc.type.schema).serializeFragment(content, { document: target });
  target.body.appendChild(fragment);
  return target.body.innerHTML;
}

/** The same emptiness rule on stored HTML: '', whitespace, or one empty `<p>`/`<div>` (a `<br>` allowed). */
export function isEmptyEditorHtml(html: string): boolean {
  return /^\s*(<(p|div)(\s[^>]*)?>\s*(<br\s*\/?>)?\s*<\/\2>)?\s*$/i.test(html);
}

const DYNAMIC_TEXT_ATTRS = ['dt-id', 'dt-type', 'dt-value'] as const;
const DROPPED_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'HEAD', 'TITLE']);

/**
 * Basic-mode paste: every tag but dynamic-text spans is stripped (their text kept), and line
 * breaks, `<br>` and block boundaries become single spaces. Returns HTML for the editor to parse.
 */
export function stripToDynamicText(html: string): string {
  const source = inertDocument(html);
  const output = inertDocument('');
  const append = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      output.body.append(output.createTextNode(node.textContent ?? ''));
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    if (DROPPED_WITH_CONTENT.has(element.tagName)) return;
    if (element.tagName === 'SPAN' && element.hasAttribute('dt-id')) {
      const span = output.createElement('span');
      for (const name of DYNAMIC_TEXT_ATTRS) span.setAttribute(name, element.getAttribute(name) ?? '');
      output.body.append(span);
      return;
    }
    if (element.tagName === 'BR') {
      output.body.append(output.createTextNode(' '));
      return;
    }
    element.childNodes.forEach(append);
    if (isBlock(element)) output.body.append(output.createTextNode(' '));
  };
  source.body.childNodes.forEach(append);
  output.body.normalize();
  for (const node of Array.from(output.body.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) node.textContent = (node.textContent ?? '').replace(/\s+/g, ' ');
  }
  return output.body.innerHTML.trim();
}

const BLOCK_TAGS = new Set(['P', 'DIV', 'LI', 'UL', 'OL', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'TR', 'TD', 'TH', 'TABLE', 'BLOCKQUOTE', 'PRE', 'SECTION', 'ARTICLE']);

function isBlock(element: Element): boolean {
  return BLOCK_TAGS.has(element.tagName);
}

/** Basic-mode plain-text paste: line breaks removed (each run becomes one space). */
export function removeLineBreaks(text: string): string {
  return text.replace(/\s*(\r\n|\r|\n)+\s*/g, ' ');
}
