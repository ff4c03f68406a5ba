export { CodeEditor, type CodeEditorProps } from './code-editor';
export { CODE_LANGUAGES, type CodeLanguage } from './code-language';
export type { CodeTheme } from './code-setup';
