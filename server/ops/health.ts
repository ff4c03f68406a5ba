// Probes for whoever runs the server: /healthz says the process answers; /readyz says it can serve
// (the main database answers a query and every committed migration is applied). Plain public
// routes outside the API prefixes, so neither the maintenance gate nor sign-in stands in front.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MainDatabase } from '../context';
import { migrationsFolder } from '../db/database';
import { errorBody } from '../http/errors';

export const healthPath = '/healthz';
export const readyPath = '/readyz';

/** A committed migration: drizzle records each applied one by its journal timestamp. */
export interface Migration {
  readonly tag: string;
  readonly when: number;
}

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

export function readJournal(folder = migrationsFolder.main): Migration[] {
  const file = path.join(folder, 'meta', '_journal.json');
  return journalSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).entries;
}

/** The timestamps drizzle's migrator wrote for the migrations it applied. */
export async function appliedMigrations(db: MainDatabase): Promise<Set<number>> {
  const result = await db.execute(sql`select created_at from drizzle.__drizzle_migrations`);
  const rows = (result as unknown as { rows: { created_at: string | number }[] }).rows;
  return new Set(rows.map((row) => Number(row.created_at)));
}

export type Readiness = { readonly ready: true; readonly migrations: number } | { readonly ready: false; readonly reason: string };

export interface ReadinessProbe {
  /** Answers with the applied migrations' timestamps, or throws when the database cannot. */
  applied(): Promise<Set<number>>;
  readonly journal: readonly Migration[];
  readonly timeoutMs: number;
}

export async function checkReadiness(probe: ReadinessProbe): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${probe.timeoutMs} ms`)), probe.timeoutMs);
  });
  let applied: Set<number>;
  try {
    applied = await Promise.race([probe.applied(), timeout]);
  } catch (error) {
    // The driver's message only: it names the host or the failure, never a query's values.
    return { ready: false, reason: `The main database is not reachable: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    clearTimeout(timer);
  }
  const missing = probe.journal.filter((migration) => !applied.has(migration.when)).map((migration) => migration.tag);
  if (missing.length) return { ready: false, reason: `Migrations not applied: ${missing.join(', ')}` };
  return { ready: true, migrations: probe.journal.length };
}

export function healthRoutes(app: FastifyInstance, probe: ReadinessProbe): void {
  const plain = { config: { access: 'public' as const } };
  app.get(healthPath, plain, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'up' };
  });
  app.get(readyPath, plain, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const readiness = await checkReadiness(probe);
    if (!readiness.ready) return reply.status(503).send(errorBody('not_ready', readiness.reason));
    return { status: 'ready', migrations: readiness.migrations };
  });
}

/** The probe of a running server: its main database and the committed journal. */
export function databaseProbe(db: MainDatabase, timeoutMs = 5000): ReadinessProbe {
  return { applied: () => appliedMigrations(db), journal: readJournal(), timeoutMs };
}
