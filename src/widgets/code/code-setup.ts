// The editor's fixed extensions: the parts of CodeMirror's basic setup that the installed packages
// provide. Tab is deliberately left to the browser so keyboard users can leave the editor.
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { oneDark } from '@codemirror/theme-one-dark';
import {
  EditorView,
  crosshairCursor,
  drawSelection,
  dropCursor,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  rectangularSelection,
} from '@codemirror/view';

export const codeSetup: Extension = [
  lineNumbers(),
  history(),
  highlightActiveLineGutter(),
  highlightSpecialChars(),
  foldGutter(),
  drawSelection(),
  dropCursor(),
  indentOnInput(),
  syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
  bracketMatching(),
  closeBrackets(),
  autocompletion(),
  rectangularSelection(),
  crosshairCursor(),
  highlightActiveLine(),
  EditorView.lineWrapping,
  // defaultKeymap has no Tab binding, so Tab still leaves the editor.
  keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, ...foldKeymap]),
];

export type CodeTheme = 'light' | 'dark';

const lightTheme = EditorView.theme({
  '&': { backgroundColor: 'var(--color-surface)', color: 'var(--color-text)' },
  '.cm-gutters': { backgroundColor: 'var(--color-surface-sunken)', color: 'var(--color-text-muted)', border: 'none' },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'rgb(82 112 255 / 0.08)' },
  '&.cm-focused': { outline: '2px solid var(--color-focus)' },
});

export const CODE_THEMES = { light: lightTheme, dark: oneDark } as const satisfies Record<CodeTheme, Extension>;
