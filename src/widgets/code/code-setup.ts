// The editor's fixed extensions: the parts of CodeMirror's basic setup that the installed packages
// provide. Tab is deliberately left to the browser so keyboard users can leave the editor.
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { oneDarkTheme } from '@codemirror/theme-one-dark';
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
import { darkHighlightStyle, lightHighlightStyle } from './code-highlight';

export const codeSetup: Extension = [
  lineNumbers(),
  history(),
  highlightActiveLineGutter(),
  highlightSpecialChars(),
  foldGutter(),
  drawSelection(),
  dropCursor(),
  indentOnInput(),
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

// Fixed colours, not the app's tokens: "light" stays light in the app's dark scheme, so its syntax
// colours keep their contrast whatever the page around it.
const lightTheme = EditorView.theme({
  '&': { backgroundColor: '#ffffff', color: '#0e1318' },
  '.cm-content': { caretColor: '#0e1318' },
  '.cm-gutters': { backgroundColor: '#f1f3f5', color: '#495057', border: 'none' },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'rgb(82 112 255 / 0.08)' },
  '&.cm-focused': { outline: '2px solid var(--color-focus)' },
}, { dark: false });

const darkTheme = EditorView.theme({
  '.cm-gutters': { color: '#9aa3b3' },
  '&.cm-focused': { outline: '2px solid var(--color-focus)' },
}, { dark: true });

export const CODE_THEMES = {
  light: [lightTheme, syntaxHighlighting(lightHighlightStyle)],
  dark: [oneDarkTheme, darkTheme, syntaxHighlighting(darkHighlightStyle)],
} as const satisfies Record<CodeTheme, Extension>;
