// Reference data: the language list (spec §7: languages.results) and the help articles.
import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../context';
import { helpArticles, languages } from '../db/schema';

export function referenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/admin/new/api/languages', { config: { access: 'user' } }, async () => {
    const results = await ctx.db.select().from(languages).orderBy(asc(languages.code));
    return { languages: { count: results.length, results } };
  });

  // Public: the sign-in and maintenance screens have help too.
  app.get('/admin/api/help/articles', { config: { access: 'public' } }, async () => ({
    articles: await ctx.db.select().from(helpArticles).orderBy(asc(helpArticles.position)),
  }));
}
