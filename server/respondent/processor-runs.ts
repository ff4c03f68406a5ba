// Data processors run once per respondent (issue 14 A). The walk passes a processor (fielding.ts);
// this module calls its provider exactly once and records the result as the respondent's answer
// to the processor: a response code (200, 401, 403 or 500) of its preset answer group, with the
// provider's reply, as JSON text, in the code's other text (spec §8: "a response code holding
// JSON text is shown as code plus error and message fields").
//
//   claim    INSERT processor_calls … ON CONFLICT DO NOTHING: the one request that inserts calls;
//            any other (a double click, a resend, a second server) finds the claim and waits for
//            its code, so a replayed page never calls the provider again
//   call     processor-call.ts, outside any transaction (a provider's seconds never hold a lock)
//   record   one transaction: the code on the claim (only while it has none) and the answer row
//
// A claim whose caller died mid-call is settled by the next request that waits past the deadline:
// it records 500 (interrupted) rather than calling again, since the provider may have been reached.
import { and, eq, isNull } from 'drizzle-orm';
import {
  childrenOfKind, resultCodeOf, type ChildrenMap, type ComponentOf, type ProcessorRequest, type ProcessorResultCode,
} from '../../schema';
import { processorCalls, responseCodes } from '../db/region-schema';
import type { CallResult } from './processor-call';
import type { RegionDb } from './region-rows';

/** The other text kept with a result code: the provider's JSON reply, or ours naming the failure. */
export const REPLY_TEXT_MAX = 4000;
/** How often a request that found another's claim looks for its code. */
const WAIT_STEP_MS = 50;
/** Beyond the call's own deadline, how long the claimant may take to record its result. */
const RECORD_GRACE_MS = 2000;

export interface ProcessorResult {
  readonly code: ProcessorResultCode;
  /** The other text stored with the code (null when another request recorded it). */
  readonly reply: string | null;
}

/** The JSON text kept for a call's result: the reply when it is JSON and short enough, else our own. */
export function replyText(result: CallResult): string {
  if (result.kind === 'failed') return JSON.stringify({ error: result.error, message: result.message });
  const body = result.body.trim();
  if (body.length <= REPLY_TEXT_MAX && isJson(body)) return body;
  const message = isJson(body) ? 'The reply was too long to keep' : body.length > 500 ? `${body.slice(0, 500)}…` : body;
  // A success has no error to name, whatever its body.
  const error = result.status >= 200 && result.status <= 299 ? null : `HTTP ${result.status}`;
  return JSON.stringify({ error, message });
}

function isJson(text: string): boolean {
  if (text === '') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** What the runner needs of a processor: the component, its preset result group, the request to send. */
export interface ProcessorRun {
  readonly respondentId: string;
  readonly processor: ComponentOf<'data_processor'>;
  /** The address to call: the processor's api.url, else the provider's standard one; null: none. */
  readonly url: string | null;
  readonly request: ProcessorRequest;
}

/** The processor's preset answer group (the first single group under it), where its code is recorded. */
export function resultGroupOf(tree: ChildrenMap, processor: ComponentOf<'data_processor'>): ComponentOf<'answer_group'> | undefined {
  return childrenOfKind(tree, processor.id, 'answer_group').find((group) => group.answer_group_type === 'single');
}

export class ProcessorRuns {
  constructor(
    private readonly db: RegionDb,
    private readonly call: (url: string, request: ProcessorRequest) => Promise<CallResult>,
    private readonly timeoutMs: number,
    private readonly now: () => Date,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /**
   * The processor's result for the respondent: called now when no request has claimed it, else the
   * claimant's result (waited for). `groupId` is the preset result group the code is recorded in.
   */
  async run(run: ProcessorRun, groupId: string | undefined): Promise<ProcessorResult> {
    const { respondentId, processor } = run;
    const [claimed] = await this.db.insert(processorCalls)
      .values({ respondent_id: respondentId, processor_id: processor.id, claimed_at: this.now() })
      .onConflictDoNothing()
      .returning({ at: processorCalls.claimed_at });
    if (!claimed) return this.awaitResult(respondentId, processor.id, groupId);
    const result: CallResult = run.url === null
      ? { kind: 'failed', error: 'invalid_url', message: 'The data processor has no API address and the provider has no standard one configured' }
      : await this.call(run.url, run.request);
    const code = resultCodeOf(result.kind === 'reply' ? result.status : null);
    return this.record(respondentId, processor.id, groupId, code, replyText(result));
  }

  /** Sets the claim's code and writes the answer, unless another request settled it first. */
  private async record(respondentId: string, processorId: string, groupId: string | undefined, code: ProcessorResultCode, reply: string): Promise<ProcessorResult> {
    return this.db.transaction(async (tx) => {
      const [settled] = await tx.update(processorCalls).set({ code, completed_at: this.now() })
        .where(and(eq(processorCalls.respondent_id, respondentId), eq(processorCalls.processor_id, processorId), isNull(processorCalls.code)))
        .returning({ code: processorCalls.code });
      if (!settled) {
        const known = await this.codeOf(tx, respondentId, processorId);
        if (known === null) throw new Error(`Data processor ${processorId} of respondent ${respondentId} has no claim to record its result on`);
        return { code: known, reply: null };
      }
      if (groupId !== undefined) {
        await tx.insert(responseCodes)
          .values({ respondent_id: respondentId, question_id: processorId, answer_group_id: groupId, code, other_text: reply })
          .onConflictDoNothing();
      }
      return { code, reply };
    });
  }

  private async codeOf(db: RegionDb, respondentId: string, processorId: string): Promise<ProcessorResultCode | null> {
    const [row] = await db.select({ code: processorCalls.code }).from(processorCalls)
      .where(and(eq(processorCalls.respondent_id, respondentId), eq(processorCalls.processor_id, processorId)));
    return row?.code ? resultCodeOf(Number(row.code)) : null;
  }

  /** Another request holds the claim: its code once recorded; past the deadline, 500 interrupted. */
  private async awaitResult(respondentId: string, processorId: string, groupId: string | undefined): Promise<ProcessorResult> {
    const steps = Math.ceil((this.timeoutMs + RECORD_GRACE_MS) / WAIT_STEP_MS);
    for (let step = 0; step <= steps; step++) {
      const code = await this.codeOf(this.db, respondentId, processorId);
      if (code !== null) return { code, reply: null };
      await this.sleep(WAIT_STEP_MS);
    }
    const interrupted = JSON.stringify({ error: 'interrupted', message: 'The call was cut short before its result was recorded' });
    return this.record(respondentId, processorId, groupId, '500', interrupted);
  }
}
