// A server in memory that keeps the batch contract (client_ref exactly once, parents by index,
// cascading deletes, Idempotency-Key replies, one revision per write), behind the SyncTransport
// interface. For the engine's and the hooks' tests and for working on the UI without a server;
// the fault-injection suite runs the real server instead. The deployments follow the server's
// endpoints (in-memory-deployments.ts): no batches there, one call per item.
import type { SurveyRecord } from './document';
import { InMemoryDeployments } from './in-memory-deployments';
import type { ServerRow } from './rows';
import { TransportError, type BatchReply, type OutgoingBatch, type PulledState, type ReplyItem, type SyncTransport, type TransportFailure } from './transport';

type Item = { action: 'post' | 'patch' | 'delete'; kind?: string; id?: string; client_ref?: string; parent?: { id: string } | { index: number } | null; fields?: Record<string, unknown> };

export class InMemoryTransport implements SyncTransport {
  revision = 1;
  survey: Record<string, unknown>;
  readonly rows = new Map<string, ServerRow>();
  readonly sent: OutgoingBatch[] = [];
  private readonly replies = new Map<string, { body: string; reply: BatchReply }>();
  private readonly failures: { failure: TransportFailure; afterCommit: boolean }[] = [];
  private nextId = 1;
  /** The survey's intercept and e-mail tasks, sharing this survey's revision. */
  readonly deployments = new InMemoryDeployments(() => ++this.revision);

  constructor(readonly surveyId: string, survey: Record<string, unknown> = { title: 'Survey', name: 'Survey' }) {
    this.survey = { id: surveyId, ...survey };
  }

  /** The next call fails like this; `afterCommit`: the batch is applied first and the answer lost. */
  failNext(failure: TransportFailure, afterCommit = false): void {
    this.failures.push({ failure, afterCommit });
  }

  async pull(_surveyId: string, knownRevision: number | null): Promise<PulledState | null> {
    this.maybeFail(false);
    if (knownRevision === this.revision) return null;
    return {
      revision: this.revision, survey: { ...this.survey, revision: this.revision } as SurveyRecord, rows: structuredClone([...this.rows.values()]),
      ...this.deployments.read(),
    };
  }

  async send(_surveyId: string, batch: OutgoingBatch): Promise<BatchReply> {
    this.sent.push(batch);
    const pending = this.failures[0];
    if (pending && !pending.afterCommit) this.maybeFail(false);
    const stored = this.replies.get(batch.batchId);
    let reply: BatchReply;
    if (batch.channel === 'intercept' || batch.channel === 'email') {
      // No Idempotency-Key store here, as on the server: each call is safe to repeat by itself.
      reply = batch.channel === 'intercept' ? this.deployments.sendIntercept(batch.body, this.revision) : this.deployments.sendEmail(batch.body, this.revision);
    } else if (stored) {
      if (stored.body !== batch.body) throw new TransportError({ kind: 'key_reused' }, 'Idempotency-Key reused');
      reply = stored.reply;
    } else {
      reply = batch.channel === 'survey' ? this.patchSurvey(JSON.parse(batch.body)) : this.apply(JSON.parse(batch.body) as Item[]);
      this.replies.set(batch.batchId, { body: batch.body, reply });
    }
    this.maybeFail(true);
    return structuredClone(reply);
  }

  private maybeFail(afterCommit: boolean): void {
    const next = this.failures[0];
    if (!next || next.afterCommit !== afterCommit) return;
    this.failures.shift();
    throw new TransportError(next.failure, `scripted ${next.failure.kind}`);
  }

  private patchSurvey(fields: Record<string, unknown>): BatchReply {
    this.survey = { ...this.survey, ...fields };
    return { revision: ++this.revision, items: [] };
  }

  private apply(items: Item[]): BatchReply {
    const rows = new Map([...this.rows].map(([id, row]) => [id, { ...row }]));
    const posted: string[] = [];
    const out: ReplyItem[] = [];
    const refusals: { index: number; client_ref: string | null; message: string }[] = [];
    const parentOf = (ref: Item['parent'], index: number) => {
      if (!ref) return null;
      const id = 'index' in ref ? posted[ref.index] : ref.id;
      const parent = id === undefined ? undefined : rows.get(id);
      if (!parent) throw new Error(`Parent of item ${index} is not there`);
      return { id: parent.id, kind: parent.kind };
    };
    items.forEach((item, index) => {
      try {
        if (item.action === 'post') {
          const existing = [...rows.values()].find((row) => row.client_ref === item.client_ref);
          const id = existing?.id ?? `srv-${this.nextId++}`;
          if (!existing) rows.set(id, { ...item.fields, id, kind: item.kind!, parent: parentOf(item.parent, index), client_ref: item.client_ref! } as ServerRow);
          posted[index] = id;
          out.push({ index, action: 'post', id });
        } else if (item.action === 'patch') {
          const row = rows.get(item.id!);
          if (!row) throw new Error(`Component ${item.id} is not in this survey`);
          rows.set(row.id, { ...row, ...item.fields, ...(item.parent !== undefined ? { parent: parentOf(item.parent, index) } : {}) });
          out.push({ index, action: 'patch', id: row.id });
        } else {
          const deleted: string[] = [];
          const visit = (id: string) => {
            for (const child of [...rows.values()].filter((r) => r.parent?.id === id)) visit(child.id);
            if (rows.delete(id)) deleted.push(id);
          };
          visit(item.id!);
          out.push({ index, action: 'delete', id: item.id!, deleted });
        }
      } catch (error) {
        refusals.push({ index, client_ref: item.client_ref ?? null, message: (error as Error).message });
      }
    });
    if (refusals.length) throw new TransportError({ kind: 'refused', refusals }, 'Batch refused');
    this.rows.clear();
    for (const [id, row] of rows) this.rows.set(id, row);
    return { revision: ++this.revision, items: out };
  }
}
