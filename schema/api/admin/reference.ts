// Reference data: the language list (spec §7: languages.results) and the help articles.
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { rule } from '../access-rule';

export const languageSchema = z.object({
  code: z.string(),
  name: z.string(),
  native_name: z.string(),
  direction: z.string(),
});

export const listLanguages = endpoint({
  id: 'admin.languages.list',
  method: 'GET',
  path: '/admin/new/api/languages',
  access: rule.signedIn,
  reply: z.object({ languages: z.object({ count: z.number().int(), results: z.array(languageSchema) }) }),
});

export const helpArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** Stored HTML: always sanitised before it is shown. */
  detail: z.string(),
  icon: z.string(),
  tag: z.string(),
  /** Route names (e.g. "survey-designer-edit") on which the article is recommended. */
  routes: z.array(z.string()),
  position: z.number().int(),
});

/** Public: the sign-in and maintenance screens have help too. */
export const listHelpArticles = endpoint({
  id: 'admin.help.list',
  method: 'GET',
  path: '/admin/api/help/articles',
  access: rule.public,
  reply: z.object({ articles: z.array(helpArticleSchema) }),
});
