// ProseMirror schemas of the two editor modes. Full mode: paragraphs with alignment, lists, bold,
// italic, underline, links, highlight and text colour. Basic mode: one paragraph of plain text
// and dynamic-text items (no marks, no breaks). Both share the dynamic-text atom.
import { Schema, type DOMOutputSpec, type MarkSpec, type NodeSpec } from 'prosemirror-model';
import { isDynamicTextType } from './dynamic-text';
import { isSafeHref } from './link-href';
import { HIGHLIGHT_HEX, isAlignment, isHue, normaliseHex, type Hue } from './palette';

/** `<span dt-id dt-type dt-value>`: an inline atom; the view draws it as a chip. */
const dynamicText: NodeSpec = {
  inline: true,
  group: 'inline',
  atom: true,
  selectable: true,
  draggable: false,
  attrs: { id: { validate: 'string' }, type: { validate: 'string' }, value: { default: '', validate: 'string' } },
  parseDOM: [
    {
      tag: 'span[dt-id]',
      getAttrs(dom) {
        const type = dom.getAttribute('dt-type');
        if (!isDynamicTextType(type)) return false;
        return { id: dom.getAttribute('dt-id') ?? '', type, value: dom.getAttribute('dt-value') ?? '' };
      },
    },
  ],
  toDOM: (node) => ['span', { 'dt-id': node.attrs.id as string, 'dt-type': node.attrs.type as string, 'dt-value': node.attrs.value as string }],
};

const text: NodeSpec = { group: 'inline' };

const alignedParagraph: NodeSpec = {
  content: 'inline*',
  group: 'block',
  attrs: { align: { default: null } },
  parseDOM: [{ tag: 'p', getAttrs: (dom) => ({ align: isAlignment(dom.style.textAlign) ? dom.style.textAlign : null }) }],
  toDOM: (node): DOMOutputSpec => ['p', node.attrs.align ? { style: `text-align: ${node.attrs.align as string}` } : {}, 0],
};

const listItem: NodeSpec = { content: 'paragraph block*', defining: true, parseDOM: [{ tag: 'li' }], toDOM: () => ['li', 0] };

const fullNodes: Record<string, NodeSpec> = {
  doc: { content: 'block+' },
  paragraph: alignedParagraph,
  bullet_list: { content: 'list_item+', group: 'block', parseDOM: [{ tag: 'ul' }], toDOM: () => ['ul', 0] },
  ordered_list: { content: 'list_item+', group: 'block', parseDOM: [{ tag: 'ol' }], toDOM: () => ['ol', 0] },
  list_item: listItem,
  text,
  hard_break: { inline: true, group: 'inline', selectable: false, parseDOM: [{ tag: 'br' }], toDOM: () => ['br'] },
  dynamic_text: dynamicText,
};

// Highlighted text is forced black so it stays legible on the light background in dark themes; the
// keyword (not a hex) keeps re-parsing from mistaking it for a chosen text colour.
const highlightStyle = (hue: Hue) => `background-color: ${HIGHLIGHT_HEX[hue]}; color: black`;

const fullMarks: Record<string, MarkSpec> = {
  link: {
    attrs: { href: { validate: 'string' } },
    inclusive: false,
    parseDOM: [
      {
        tag: 'a[href]',
        getAttrs: (dom) => {
          const href = dom.getAttribute('href') ?? '';
          return isSafeHref(href) ? { href } : false;
        },
      },
    ],
    toDOM: (mark) => ['a', { href: mark.attrs.href as string, target: '_blank', rel: 'noopener noreferrer' }, 0],
  },
  strong: {
    parseDOM: [{ tag: 'strong' }, { tag: 'b', getAttrs: (dom) => dom.style.fontWeight !== 'normal' && null }, { style: 'font-weight=bold' }],
    toDOM: () => ['strong', 0],
  },
  em: { parseDOM: [{ tag: 'em' }, { tag: 'i' }, { style: 'font-style=italic' }], toDOM: () => ['em', 0] },
  underline: { parseDOM: [{ tag: 'u' }, { style: 'text-decoration=underline' }], toDOM: () => ['u', 0] },
  highlight: {
    attrs: { colour: { validate: 'string' } },
    parseDOM: [
      {
        tag: 'mark',
        getAttrs: (dom) => {
          const colour = dom.getAttribute('data-highlight');
          return { colour: isHue(colour) ? colour : 'yellow' };
        },
      },
    ],
    toDOM: (mark) => ['mark', { 'data-highlight': mark.attrs.colour as string, style: highlightStyle(mark.attrs.colour as Hue) }, 0],
  },
  text_colour: {
    attrs: { hex: { validate: 'string' } },
    parseDOM: [
      {
        style: 'color',
        getAttrs: (value) => {
          const hex = normaliseHex(value) ?? rgbToHex(value);
          return hex ? { hex } : false;
        },
      },
    ],
    toDOM: (mark) => ['span', { style: `color: ${mark.attrs.hex as string}` }, 0],
  },
};

/** Browsers report inline colours as rgb(r, g, b); the palette stores #rrggbb. */
function rgbToHex(value: string): string | undefined {
  const match = /^rgb\(\s*(\d+),\s*(\d+),\s*(\d+)\s*\)$/.exec(value.trim());
  if (!match) return undefined;
  return `#${match
    .slice(1, 4)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;
}

export const fullSchema = new Schema({ nodes: fullNodes, marks: fullMarks });

export const basicSchema = new Schema({
  nodes: {
    doc: { content: 'paragraph' },
    paragraph: { content: 'inline*', parseDOM: [{ tag: 'p' }], toDOM: () => ['p', 0] },
    text,
    dynamic_text: dynamicText,
  },
});

export type EditorMode = 'basic' | 'full';

export const SCHEMAS = { basic: basicSchema, full: fullSchema } as const satisfies Record<EditorMode, Schema>;
