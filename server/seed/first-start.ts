// What the first start puts in an empty database, and what every start keeps current:
// the language list, the help articles, and the first admin with their organisation.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { features } from '../../schema/api';
import type { AppContext } from '../context';
import { helpArticles as helpTable, languages as languageTable, organisations, settings, users } from '../db/schema';
import { hashPassword, verifyPassword } from '../access/password';
import { createDemoSurvey } from './demo-survey';
import { helpArticles } from './help-articles';
import { languages } from './languages';

/** Every feature the first organisation gets: all but the two spec §6 lists as disabled. */
export const allFeatures = features.filter((f) => f !== 'survey_deployment_panel' && f !== 'survey_deployment_whatsapp');

export type FirstAdmin =
  | { readonly kind: 'created'; readonly email: string; readonly password: string; readonly generated: boolean }
  | { readonly kind: 'existing'; readonly email: string; readonly passwordFromEnv: boolean };

export async function seedReferenceData(ctx: AppContext): Promise<void> {
  await ctx.db.insert(languageTable).values(languages.map((l) => ({ ...l })))
    .onConflictDoUpdate({ target: languageTable.code, set: { name: sql`excluded.name`, native_name: sql`excluded.native_name`, direction: sql`excluded.direction` } });
  await ctx.db.insert(helpTable).values(helpArticles.map((a, position) => ({ ...a, routes: [...a.routes], position })))
    .onConflictDoUpdate({
      target: helpTable.id,
      set: { title: sql`excluded.title`, subtitle: sql`excluded.subtitle`, detail: sql`excluded.detail`, icon: sql`excluded.icon`, tag: sql`excluded.tag`, routes: sql`excluded.routes`, position: sql`excluded.position` },
    });
}

/** Creates the first admin (once, recorded in settings), or brings their password in line with
 *  FIELDWORK_ADMIN_PASSWORD when it is set: the way back in for an operator who lost it. */
export async function seedFirstAdmin(ctx: AppContext): Promise<FirstAdmin> {
  const email = ctx.config.adminEmail;
  const [seeded] = await ctx.db.select().from(settings).where(eq(settings.key, 'first_admin_id'));
  if (seeded) {
    const [admin] = await ctx.db.select().from(users).where(eq(users.id, String(seeded.value)));
    const envPassword = ctx.config.adminPassword;
    if (admin && envPassword && !(await verifyPassword(admin.password_hash, envPassword))) {
      await ctx.db.update(users).set({ password_hash: await hashPassword(envPassword) }).where(eq(users.id, admin.id));
    }
    return { kind: 'existing', email: admin?.email ?? email, passwordFromEnv: envPassword !== null };
  }
  const generated = ctx.config.adminPassword === null;
  const password = ctx.config.adminPassword ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const [org] = await tx.insert(organisations).values({
      name: 'Fieldwork', region: 'uk', subscription: 'enterprise',
      development_fields: { features_access: Object.fromEntries(allFeatures.map((f) => [f, true])) },
    }).returning();
    if (!org) throw new Error('Organisation insert returned no row');
    const [admin] = await tx.insert(users).values({
      email, first_name: 'Admin', last_name: '', password_hash: passwordHash, is_admin: true, org_id: org.id,
    }).returning();
    if (!admin) throw new Error(`Admin insert for ${email} returned no row`);
    await tx.update(organisations).set({ owner_id: admin.id }).where(eq(organisations.id, org.id));
    await tx.insert(settings).values({ key: 'first_admin_id', value: admin.id });
    await createDemoSurvey(tx, admin);
  });
  return { kind: 'created', email, password, generated };
}
