// Applying a write batch to a survey's components in one transaction:
// claim the Idempotency-Key → lock the survey → read the slice it touches → plan in memory → a few multi-row
// statements → bump the revision → store the reply. Any refusal or failure rolls all of it back.
// (The lists are read in components-list.ts.)
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { COMPONENT_KINDS } from '../../../schema';
import type { AppContext, MainDatabase } from '../../context';
import { components } from '../../db/schema';
import { DomainError } from '../../http/errors';
import type { UserRow } from '../../http/principal';
import type { BatchReply } from '../../../schema/api/admin/components';
import { MAX_BATCH_ITEMS, type Refusal } from './batch-item';
import { planBatch, type BatchPlan, type BatchScope, type PlanResult } from './batch';
import { toDbValues, type ComponentNode } from './component-row';
import { MissingRows } from './component-tree';
import { SurveySlice, rowsFirstNeeded } from './survey-slice';
import { claimKey, lockKey, storeReply } from './idempotency';
import { bumpRevision, lockSurvey } from './revision';

const routingKinds = COMPONENT_KINDS.filter((kind) => kind.startsWith('routing_'));

/** The three batch endpoints share one table; each holds the kinds below. */
export const batchScopes = {
  components: { path: '/components', kinds: COMPONENT_KINDS.filter((kind) => !kind.startsWith('routing_')) },
  // "temp" is the spec's name for the conditional-text list (spec §7); the rows are ordinary components.
  conditionalTexts: { path: '/components/temp', kinds: ['conditional_text'] },
  routes: { path: '/routes', kinds: routingKinds },
} as const satisfies Record<string, BatchScope>;

// Rows per statement: far below Postgres's 65,535 bind parameters, and few round trips.
const CHUNK = 1000;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

export type { BatchReply };

export interface BatchRequest {
  readonly surveyId: string;
  readonly user: UserRow;
  readonly scope: BatchScope;
  readonly items: readonly unknown[];
  readonly idempotency: { readonly key: string; readonly hash: string } | null;
}

export interface BatchResult {
  /** The reply body as JSON text: what is stored under the Idempotency-Key is sent byte for byte. */
  readonly json: string;
  readonly revision: number;
  /** The reply is the one stored under the Idempotency-Key (nothing was applied this time). */
  readonly replayed: boolean;
}

export async function applyBatch(ctx: AppContext, request: BatchRequest): Promise<BatchResult> {
  if (request.items.length > MAX_BATCH_ITEMS) {
    throw new DomainError('batch_too_large', `A batch can hold at most ${MAX_BATCH_ITEMS} items; this one has ${request.items.length}`);
  }
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const { surveyId, idempotency } = request;
    // Key, then survey row, then the key's row: taking the survey lock before inserting rows that
    // reference it keeps two batches from each holding what the other waits for.
    if (idempotency) await lockKey(tx, surveyId, idempotency.key);
    const survey = await lockSurvey(tx, surveyId);
    if (idempotency) {
      const claim = await claimKey(tx, surveyId, idempotency.key, idempotency.hash, now);
      if (!claim.fresh) return { json: claim.reply, revision: (JSON.parse(claim.reply) as BatchReply).revision, replayed: true };
    }
    const result = await planOverSlice(new SurveySlice(tx, surveyId), request);
    if (!result.ok) throw refusedBatch(result.refusals, request.items.length);
    const { plan } = result;
    const changed = plan.inserts.length + plan.updates.length + plan.deletes.length > 0;
    if (changed) await writePlan(tx, surveyId, plan, now);
    // A batch that changed nothing (only replayed posts, deletes of what is gone) keeps the revision.
    const revision = changed ? await bumpRevision(tx, surveyId, request.user.id, now) : survey.revision;
    const json = JSON.stringify({ items: [...plan.items], revision } satisfies BatchReply);
    if (idempotency) await storeReply(tx, surveyId, idempotency.key, json);
    return { json, revision, replayed: false };
  });
}

/** Rounds of reading before a batch is given up on: each round reads rows the last one lacked. */
const MAX_SLICE_ROUNDS = 16;

/**
 * Plans the batch over the slice of the survey it needs, reading more and planning again while the
 * planner asks for rows the slice lacks (a grid's question names, a moved question's siblings …).
 */
export async function planOverSlice(
  slice: SurveySlice,
  request: Pick<BatchRequest, 'items' | 'scope'>,
  // A source of new ids for each planning run (tests number them from the start every run).
  newIds: () => () => string = () => randomUUID,
): Promise<PlanResult> {
  let needed = rowsFirstNeeded(request.items);
  for (let round = 0; round < MAX_SLICE_ROUNDS; round++) {
    await slice.read(needed);
    try {
      return planBatch(slice.tree(), request.items, request.scope, newIds());
    } catch (error) {
      if (!(error instanceof MissingRows)) throw error;
      needed = error.needed;
    }
  }
  throw new Error(`A batch of ${request.items.length} items still lacked rows after ${MAX_SLICE_ROUNDS} reads`);
}

function refusedBatch(refusals: readonly Refusal[], total: number): DomainError {
  const [first] = refusals;
  const what = first ? `; item ${first.index}${first.client_ref ? ` (${first.client_ref})` : ''}: ${first.message}` : '';
  const message = `Batch refused, nothing was saved: ${refusals.length} of ${total} items cannot be applied${what}`;
  return new DomainError('batch_refused', message, refusals);
}

const rowShape = sql.raw('v(id uuid, client_ref text, kind text, name text, "order" integer, parent_id uuid, parent_kind text, fields jsonb)');
const recordset = (nodes: readonly ComponentNode[], surveyId: string) =>
  JSON.stringify(nodes.map((node) => toDbValues(node, surveyId)));

async function writePlan(tx: MainDatabase, surveyId: string, plan: BatchPlan, now: Date): Promise<void> {
  for (const chunk of chunks(plan.deletes)) {
    await tx.delete(components).where(and(eq(components.survey_id, surveyId), inArray(components.id, chunk)));
  }
  // Inserts and updates read their rows from one jsonb parameter (jsonb_to_recordset): one bound
  // parameter however many rows, and on PGlite clearly faster than a multi-row VALUES list.
  const at = now.toISOString();
  for (const chunk of chunks(plan.inserts)) {
    await tx.execute(sql`
      insert into ${components} (id, survey_id, client_ref, kind, name, "order", parent_id, parent_kind, fields, created_at, updated_at)
      select v.id, ${surveyId}::uuid, v.client_ref, v.kind, v.name, v."order", v.parent_id, v.parent_kind, v.fields, ${at}::timestamptz, ${at}::timestamptz
      from jsonb_to_recordset(${recordset(chunk, surveyId)}::jsonb) as ${rowShape}`);
  }
  for (const chunk of chunks(plan.updates)) {
    await tx.execute(sql`
      update ${components} as c set
        name = v.name, "order" = v."order", parent_id = v.parent_id, parent_kind = v.parent_kind,
        fields = v.fields, updated_at = ${at}::timestamptz
      from jsonb_to_recordset(${recordset(chunk, surveyId)}::jsonb) as ${rowShape}
      where c.id = v.id and c.survey_id = ${surveyId}::uuid`);
  }
}
