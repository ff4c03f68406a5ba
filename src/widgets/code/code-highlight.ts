// Syntax colours for the two code-editor themes. CodeMirror's defaults miss WCAG AA (4.5:1) for a
// few tokens (#085 types and #e40 regexps on the active line; One Dark's coral names and stone
// comments), so these are the same palettes with just those colours moved until every token
// reads at 4.5:1 or more on its editor's background and active line.
import { HighlightStyle } from '@codemirror/language';
import { tags } from '@lezer/highlight';

/** On #ffffff, with the active line tinted to about #f1f4ff. */
export const lightHighlightStyle = HighlightStyle.define([
  { tag: tags.meta, color: '#404740' },
  { tag: tags.link, textDecoration: 'underline' },
  { tag: tags.heading, textDecoration: 'underline', fontWeight: 'bold' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.strong, fontWeight: 'bold' },
  { tag: tags.strikethrough, textDecoration: 'line-through' },
  { tag: tags.keyword, color: '#770088' },
  { tag: [tags.atom, tags.bool, tags.url, tags.contentSeparator, tags.labelName], color: '#221199' },
  { tag: [tags.literal, tags.inserted], color: '#116644' },
  { tag: [tags.string, tags.deleted], color: '#aa1111' },
  { tag: [tags.regexp, tags.escape, tags.special(tags.string)], color: '#b33000' },
  { tag: tags.definition(tags.variableName), color: '#0000ff' },
  { tag: tags.local(tags.variableName), color: '#3300aa' },
  { tag: [tags.typeName, tags.namespace], color: '#00754a' },
  { tag: tags.className, color: '#116677' },
  { tag: [tags.special(tags.variableName), tags.macroName], color: '#225566' },
  { tag: tags.definition(tags.propertyName), color: '#0000cc' },
  { tag: tags.comment, color: '#994400' },
  { tag: tags.invalid, color: '#cc0000' },
]);

/** One Dark's colours on #282c34 (active line and gutter about #2c313a). */
const dark = {
  chalky: '#e5c07b', coral: '#e8848c', cyan: '#56b6c2', ivory: '#abb2bf', stone: '#9aa3b3',
  malibu: '#61afef', sage: '#98c379', whiskey: '#d19a66', violet: '#d08ae6', invalid: '#ffffff',
} as const;

export const darkHighlightStyle = HighlightStyle.define([
  { tag: tags.keyword, color: dark.violet },
  { tag: [tags.name, tags.deleted, tags.character, tags.propertyName, tags.macroName], color: dark.coral },
  { tag: [tags.function(tags.variableName), tags.labelName], color: dark.malibu },
  { tag: [tags.color, tags.constant(tags.name), tags.standard(tags.name)], color: dark.whiskey },
  { tag: [tags.definition(tags.name), tags.separator], color: dark.ivory },
  { tag: [tags.typeName, tags.className, tags.number, tags.changed, tags.annotation, tags.modifier, tags.self, tags.namespace], color: dark.chalky },
  { tag: [tags.operator, tags.operatorKeyword, tags.url, tags.escape, tags.regexp, tags.link, tags.special(tags.string)], color: dark.cyan },
  { tag: [tags.meta, tags.comment], color: dark.stone },
  { tag: tags.strong, fontWeight: 'bold' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.strikethrough, textDecoration: 'line-through' },
  { tag: tags.link, color: dark.stone, textDecoration: 'underline' },
  { tag: tags.heading, fontWeight: 'bold', color: dark.coral },
  { tag: [tags.atom, tags.bool, tags.special(tags.variableName)], color: dark.whiskey },
  { tag: [tags.processingInstruction, tags.string, tags.inserted], color: dark.sage },
  { tag: tags.invalid, color: dark.invalid },
]);
