// Reference data: the language list (spec §7: languages.results) and the help articles.
import { asc } from 'drizzle-orm';
import { listHelpArticles, listLanguages } from '../../schema/api/admin/reference';
import { helpArticles, languages } from '../db/schema';
import { route } from '../http/endpoint';

export const referenceRoutes = [
  route(listLanguages, async ({ ctx }) => {
    const results = await ctx.db.select().from(languages).orderBy(asc(languages.code));
    return { languages: { count: results.length, results } };
  }),
  route(listHelpArticles, async ({ ctx }) => ({
    articles: await ctx.db.select().from(helpArticles).orderBy(asc(helpArticles.position)),
  })),
];
