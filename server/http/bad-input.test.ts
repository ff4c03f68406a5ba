// Bad input, generated from the contract: for every endpoint with a JSON body, each field of its
// body schema gets a wrong type, goes missing, runs over its declared length or size, nests too
// deep, and the object gets an unknown field. Each must answer 4xx naming the field, never 5xx,
// and write nothing (the database is compared before and after).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '../../schema/api';
import { backends, type TestServer } from '../testing/harness';
import { samples, sampleKey } from '../testing/endpoint-samples';
import { castSuite } from '../testing/personas';
import { cellFor, send } from './contract-cell';

interface Mutation {
  readonly label: string;
  /** The field the answer must name ('' when only the status matters). */
  readonly field: string;
  readonly body: unknown;
}

/** Optional, nullable, default, readonly and pipes stripped: the type a present value must have. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema as z.ZodType & { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } };
  for (let i = 0; i < 10; i++) {
    const { def } = current;
    if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'readonly' || def.type === 'prefault' || def.type === 'catch') && def.innerType) {
      current = def.innerType as typeof current;
    } else if (def.type === 'pipe' && def.in) {
      current = def.in as typeof current;
    } else break;
  }
  return current;
}

const maxOf = (schema: z.ZodType): number | null => {
  const checks = (schema as { def: { checks?: { _zod: { def: { check: string; maximum?: number } } }[] } }).def.checks ?? [];
  const max = checks.map((c) => c._zod.def).find((d) => d.check === 'max_length');
  return max?.maximum ?? null;
};

const deep = (levels: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

const set = (body: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> => {
  const [head, ...rest] = path as [string, ...string[]];
  if (!rest.length) return { ...body, [head]: value };
  return { ...body, [head]: set((body[head] ?? {}) as Record<string, unknown>, rest, value) };
};
const without = (body: Record<string, unknown>, path: readonly string[]): Record<string, unknown> => {
  const [head, ...rest] = path as [string, ...string[]];
  if (!rest.length) {
    const copy = { ...body };
    delete copy[head];
    return copy;
  }
  return { ...body, [head]: without((body[head] ?? {}) as Record<string, unknown>, rest) };
};

/** Every mutation of `base` that the body schema refuses. */
function mutationsOf(bodySchema: z.ZodType, base: unknown): Mutation[] {
  const refused = (body: unknown) => !bodySchema.safeParse(body).success;
  const out: Mutation[] = [];
  const add = (label: string, field: string, body: unknown) => { if (refused(body)) out.push({ label, field, body }); };
  const root = unwrap(bodySchema);
  if (!(root instanceof z.ZodObject) || typeof base !== 'object' || base === null || Array.isArray(base)) {
    add('a body of the wrong type', '', Array.isArray(base) ? { not: 'an array' } : ['not', 'an object']);
    add('a body nested 70 levels deep', '', deep(70));
    return out;
  }
  const walk = (object: z.ZodObject, value: Record<string, unknown>, path: string[]) => {
    add(`an unknown field at ${[...path, 'unexpected_field'].join('.')}`, [...path, 'unexpected_field'].join('.'), set(base as Record<string, unknown>, [...path, 'unexpected_field'], 1));
    for (const [key, fieldSchema] of Object.entries(object.shape as Record<string, z.ZodType>)) {
      const fieldPath = [...path, key];
      const name = fieldPath.join('.');
      const inner = unwrap(fieldSchema);
      for (const wrong of [12345, 'text', true, { an: 'object' }, ['a', 'list']]) {
        const before = out.length;
        add(`${name} = ${JSON.stringify(wrong)}`, name, set(base as Record<string, unknown>, fieldPath, wrong));
        if (out.length > before) break; // one wrong type per field keeps the suite quick
      }
      if (key in value) add(`${name} missing`, name, without(base as Record<string, unknown>, fieldPath));
      const max = maxOf(inner);
      if (max !== null && max < 2_000_000 && inner instanceof z.ZodString) {
        add(`${name} over ${max} characters`, name, set(base as Record<string, unknown>, fieldPath, 'x'.repeat(max + 1)));
      }
      if (max !== null && max < 20_000 && inner instanceof z.ZodArray) {
        const element = Array.isArray(value[key]) && (value[key] as unknown[]).length ? (value[key] as unknown[])[0] : 'x';
        add(`${name} over ${max} items`, name, set(base as Record<string, unknown>, fieldPath, Array.from({ length: max + 1 }, () => element)));
      }
      add(`${name} nested 70 levels deep`, '', set(base as Record<string, unknown>, fieldPath, deep(70)));
      if (inner instanceof z.ZodObject && typeof value[key] === 'object' && value[key] !== null && path.length < 2) {
        walk(inner, value[key] as Record<string, unknown>, fieldPath);
      }
    }
  };
  walk(root, base as Record<string, unknown>, []);
  return out;
}

/** What the suite compares before and after: row counts, revisions and last changes. */
async function databaseState(server: TestServer): Promise<unknown> {
  const result = await server.ctx.db.execute(sql`select
    (select count(*) from surveys)::int as surveys,
    (select coalesce(sum(revision), 0) from surveys)::int as revisions,
    (select max(updated_at) from surveys)::text as surveys_changed,
    (select count(*) from components)::int as components,
    (select max(updated_at) from components)::text as components_changed,
    (select count(*) from users)::int as users,
    (select max(updated_at) from users)::text as users_changed,
    (select count(*) from permissions)::int as permissions,
    (select count(*) from tokens)::int as tokens,
    (select count(*) from published_surveys)::int as published,
    (select count(*) from email_tasks)::int as email_tasks,
    (select count(*) from survey_intercepts)::int as intercepts,
    (select count(*) from outbox)::int as outbox,
    (select count(*) from audit_events)::int as audit`);
  return (result as unknown as { rows: unknown[] }).rows?.[0] ?? result;
}

for (const backend of backends) {
  describe(`bad input (${backend})`, () => {
    const suite = castSuite(backend);

    for (const key of Object.keys(samples)) {
      it(`${key} refuses bad bodies with a 4xx naming the field, writing nothing`, async () => {
        const endpoint: Endpoint | undefined = suite.server.app.endpoints.find((e) => sampleKey(e) === key);
        if (!endpoint) throw new Error(`No registered endpoint for sample ${key}`);
        if (endpoint.bodyKind !== 'json') return;
        const cell = await cellFor(suite.server, suite.cast, 'admin', suite.admin);
        const input = await samples[key]!(cell);
        expect(endpoint.body.safeParse(input.body).success, `the sample body of ${key} must be valid`).toBe(true);
        const failures: string[] = [];
        const mutations = mutationsOf(endpoint.body, input.body);
        expect(mutations.length, `${key} has a JSON body, so some bad body must exist`).toBeGreaterThan(0);
        for (const mutation of mutations) {
          const before = await databaseState(suite.server);
          const answer = await send(suite.server, endpoint, { ...input, body: mutation.body }, cell.selfToken);
          const after = await databaseState(suite.server);
          const text = JSON.stringify(answer.body?.error ?? {});
          const leaf = mutation.field.split('.').pop() ?? '';
          if (answer.status < 400 || answer.status >= 500) failures.push(`${mutation.label}: ${answer.status} ${text}`);
          else if (leaf && !text.includes(leaf)) failures.push(`${mutation.label}: ${answer.status} does not name "${mutation.field}": ${text}`);
          if (JSON.stringify(before) !== JSON.stringify(after)) failures.push(`${mutation.label}: wrote to the database (${JSON.stringify(before)} → ${JSON.stringify(after)})`);
        }
        expect(failures).toEqual([]);
      });
    }
  });
}
