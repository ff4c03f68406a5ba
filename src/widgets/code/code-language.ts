import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import type { Extension } from '@codemirror/state';

/** Languages the code editor offers; each is bundled with the app (no CDN: it must work offline). */
export const CODE_LANGUAGES = ['html', 'css', 'javascript'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

export const LANGUAGE_SUPPORT = {
  html: () => html(),
  css: () => css(),
  javascript: () => javascript(),
} as const satisfies Record<CodeLanguage, () => Extension>;
