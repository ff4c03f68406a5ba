// The draft engine's only door to the server (spec §7): read a survey's state, send one frozen
// batch. Takes a fetch-like function and a token getter, so tests put any network behind it.
// Every failure comes back as a TransportError whose `failure` says what the sync loop should do.
// The replies are typed from the contract records (schema/api) the server answers by; they are
// read as they come, not checked (a reply the server drifts from is caught by the server's tests).
import type { EmailTask, Intercept } from '../schema';
import type { ReplyOf } from '../schema/api/endpoint';
import type { BatchReply as ComponentBatchReply, BatchReplyItem, Refusal as BatchRefusal, components as componentList } from '../schema/api/admin/components';
import type { getIntercept, listEmailTasks, patchEmailTask, putIntercept } from '../schema/api/admin/deployments';
import type { getSurvey, patchSurvey } from '../schema/api/admin/surveys';
import type { EmailItem, InterceptBody } from './deployment-batches';
import type { Channel, SaveChannel, SurveyRecord } from './document';
import type { ServerRow } from './rows';

export interface ResponseLike {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
}
export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<ResponseLike>;

/** Why an item was refused: a component batch's refusal (the record's), or an intercept or e-mail
 *  task refusal, whose code is the server's error code (or REF_RETIRED) instead of a batch code. */
export type Refusal = Readonly<Pick<BatchRefusal, 'index' | 'client_ref' | 'message'>> & { readonly code?: string };

export type TransportFailure =
  /** No usable answer: the request may or may not have been applied. Resend the same bytes. */
  | { readonly kind: 'network' }
  | { readonly kind: 'unauthorized' }
  | { readonly kind: 'rate_limited'; readonly retryAfterMs: number | null }
  /** The same batch is still being applied (409): wait and resend. */
  | { readonly kind: 'busy' }
  | { readonly kind: 'server'; readonly status: number }
  /** Nothing was applied; `refusals` empty means the whole batch. */
  | { readonly kind: 'refused'; readonly refusals: readonly Refusal[] }
  | { readonly kind: 'too_large' }
  | { readonly kind: 'key_reused' }
  /** No access, or the survey is gone: retrying will not help. */
  | { readonly kind: 'forbidden'; readonly status: number };

export class TransportError extends Error {
  constructor(readonly failure: TransportFailure, message: string) {
    super(message);
    this.name = 'TransportError';
  }
}

export interface PulledState {
  readonly revision: number;
  readonly survey: SurveyRecord | null;
  readonly rows: readonly ServerRow[];
  /** The intercept (null: none, or the organisation lacks the feature — then there is nothing to edit). */
  readonly intercept: Intercept | null;
  /** The e-mail tasks, oldest first (empty as well without the feature). */
  readonly emailTasks: readonly EmailTask[];
}

/** An item of a batch's reply: a component batch's item (the record's header), or an e-mail task
 *  or the intercept, which the transport answers in the same shape. */
export type ReplyItem = Readonly<Pick<BatchReplyItem, 'index' | 'action' | 'id'>> & {
  /** Deletes: the removed server ids, descendants first. */
  readonly deleted?: readonly string[];
  /** E-mail items: the task as the server answered it (none for a delete). */
  readonly task?: EmailTask;
  /**
   * E-mail items, each its own request: the revision after it (null: unknown — a delete of a task
   * already gone). The ack checks they follow on from the base one by one.
   */
  readonly revision?: number | null;
};

export interface BatchReply {
  readonly revision: number;
  readonly items: readonly ReplyItem[];
  /** The intercept channel: the intercept as the server stored it (null after a delete). */
  readonly intercept?: Intercept | null;
}

export interface OutgoingBatch {
  readonly batchId: string;
  readonly channel: SaveChannel;
  readonly body: string;
}

/**
 * The code of a refused e-mail POST whose client_ref belonged to a task since deleted (410): not
 * the author's mistake — the task gets a new ref (deployments.ts, taskRefOf) and is sent again.
 */
export const REF_RETIRED = 'client_ref_retired';

export interface SyncTransport {
  /** The survey and all its components at one revision; null when `knownRevision` is still current. */
  pull(surveyId: string, knownRevision: number | null): Promise<PulledState | null>;
  send(surveyId: string, batch: OutgoingBatch): Promise<BatchReply>;
}

const paths: Record<Channel, string> = { components: 'components', routes: 'routes' };

/** The components and routes lists answer alike. */
type ComponentListReply = ReplyOf<typeof componentList.list>;

/** The headers of every request the transport makes (a body's type added where it has one). */
export function requestHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Cache-Control': 'no-cache' };
  if (token) headers.Authorization = `Token ${token}`;
  return headers;
}

/**
 * The reads of a pull: the components list, then the survey, its routes and deployments (a 403
 * from a deployment means the organisation lacks its feature). A page that knows it will pull a
 * survey it has never stored may start them ahead (GET, requestHeaders) and hand them to `fetch`.
 */
export function pullPaths(surveyId: string) {
  const survey = `/admin/api/surveys/${surveyId}`;
  return {
    components: `${survey}/${paths.components}`,
    survey,
    routes: `${survey}/${paths.routes}`,
    intercept: `${survey}/deployments/intercept`,
    tasks: `${survey}/deployments/email/tasks`,
  };
}

export function createHttpTransport(options: { fetch: FetchLike; token: () => string | null; baseUrl?: string }): SyncTransport {
  const base = options.baseUrl ?? '';
  /** One request; statuses in `accept` come back as values (with the error body) instead of thrown. */
  async function call(method: string, path: string, extra: { body?: string; headers?: Record<string, string>; accept?: readonly number[] } = {}) {
    const headers: Record<string, string> = { ...requestHeaders(options.token()), ...extra.headers };
    if (extra.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: ResponseLike;
    let text: string;
    try {
      response = await options.fetch(`${base}${path}`, { method, headers, ...(extra.body !== undefined ? { body: extra.body } : {}) });
      text = await response.text();
    } catch (error) {
      throw new TransportError({ kind: 'network' }, `${method} ${path}: ${(error as Error).message ?? 'no answer'}`);
    }
    if (response.status === 304) return { status: 304, body: null, etag: response.headers.get('etag') };
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // A proxy's HTML page or a cut-off answer: the server may still have applied the batch.
      if (response.status < 400) throw new TransportError({ kind: 'network' }, `${method} ${path}: unreadable answer`);
    }
    if (response.status >= 400 && !extra.accept?.includes(response.status)) throw failureOf(method, path, response, body);
    return { status: response.status, body, etag: response.headers.get('etag') };
  }

  const revisionOf = (etag: string | null, fallback: unknown): number => {
    const fromTag = etag ? Number(etag.replace(/^W\//, '').replace(/"/g, '')) : NaN;
    return Number.isFinite(fromTag) ? fromTag : Number(fallback);
  };

  return {
    async pull(surveyId, knownRevision) {
      const ifNoneMatch: Record<string, string> = knownRevision === null ? {} : { 'If-None-Match': `"${knownRevision}"` };
      // Three reads at possibly different revisions: retry until they agree, else keep the lowest
      // (a base that lags is refreshed by the next pull; one that runs ahead would hide writes).
      const at = pullPaths(surveyId);
      // A 403 from a deployment means the organisation lacks its feature: nothing to show or edit.
      const others = () => Promise.all([
        call('GET', at.survey),
        call('GET', at.routes),
        call('GET', at.intercept, { accept: [403] }),
        call('GET', at.tasks, { accept: [403] }),
      ]);
      for (let attempt = 0; ; attempt++) {
        // Nothing known, so no 304 to hope for: all five side by side, not the largest survey's
        // 36 MB of components first and the rest after it.
        const ahead = knownRevision === null && attempt === 0 ? others() : null;
        ahead?.catch(() => {}); // awaited below, unless the components' read fails first
        const components = await call('GET', at.components, { headers: attempt === 0 ? ifNoneMatch : {} });
        if (components.status === 304) return null;
        const [survey, routes, intercept, tasks] = await (ahead ?? others());
        const componentRows = components.body as ComponentListReply;
        const routeRows = routes.body as ComponentListReply;
        const surveyRecord: SurveyRecord = (survey.body as ReplyOf<typeof getSurvey>).survey;
        const revisions = [
          revisionOf(components.etag, componentRows.revision),
          revisionOf(survey.etag, surveyRecord.revision),
          revisionOf(routes.etag, routeRows.revision),
          ...[intercept, tasks].filter((answer) => answer.status === 200).map((answer) => revisionOf(answer.etag, NaN)),
        ];
        const rows: ServerRow[] = [componentRows, routeRows].flatMap((list) => list.components);
        if (revisions.every((r) => r === revisions[0]) || attempt >= 2) {
          return {
            revision: Math.min(...revisions), survey: surveyRecord, rows,
            intercept: intercept.status === 200 ? (intercept.body as ReplyOf<typeof getIntercept>).intercept : null,
            emailTasks: tasks.status === 200 ? (tasks.body as ReplyOf<typeof listEmailTasks>).tasks : [],
          };
        }
      }
    },

    async send(surveyId, batch) {
      const headers = { 'Idempotency-Key': batch.batchId };
      if (batch.channel === 'intercept') return sendIntercept(surveyId, batch, headers);
      if (batch.channel === 'email') return sendEmail(surveyId, batch);
      if (batch.channel === 'survey') {
        const answer = await call('PATCH', `/admin/api/surveys/${surveyId}`, { body: batch.body, headers });
        const survey = (answer.body as ReplyOf<typeof patchSurvey> | null)?.survey;
        return { revision: revisionOf(answer.etag, survey?.revision), items: [] };
      }
      const answer = await call('POST', `/admin/api/surveys/${surveyId}/${paths[batch.channel as Channel]}`, { body: batch.body, headers });
      const reply = answer.body as ComponentBatchReply | null;
      if (!reply || !Array.isArray(reply.items)) throw new TransportError({ kind: 'network' }, 'Batch answer without items');
      return { revision: revisionOf(answer.etag, reply.revision), items: reply.items };
    },
  };

  /** PUT the whole intercept, or DELETE it (idempotent both). A 400 or 403 refuses it for good. */
  async function sendIntercept(surveyId: string, batch: OutgoingBatch, headers: Record<string, string>): Promise<BatchReply> {
    const body = JSON.parse(batch.body) as InterceptBody;
    const path = `/admin/api/surveys/${surveyId}/deployments/intercept`;
    const answer = body.action === 'put'
      ? await call('PUT', path, { body: JSON.stringify({ intercept: body.intercept }), headers, accept: [400, 403] })
      : await call('DELETE', path, { headers, accept: [400, 403] });
    if (answer.status >= 400) {
      const error = errorOf(answer.body);
      throw new TransportError({ kind: 'refused', refusals: [{ index: 0, client_ref: null, code: error.code, message: error.message }] }, `${body.action} intercept: ${answer.status} ${error.message}`);
    }
    const revision = revisionOf(answer.etag, NaN);
    const intercept = body.action === 'put' ? (answer.body as ReplyOf<typeof putIntercept> | null)?.intercept ?? body.intercept as Intercept : null;
    return { revision, items: [{ index: 0, action: body.action === 'put' ? 'patch' : 'delete', id: 'intercept', revision }], intercept };
  }

  /**
   * Sends the items one request each, in order, each safe to send again (see deployment-batches.ts);
   * an ambiguous failure throws and the whole batch is resent. Refused items (400, a task deleted
   * or already sending, no feature) are collected and reported together after the others went.
   */
  async function sendEmail(surveyId: string, batch: OutgoingBatch): Promise<BatchReply> {
    const items = JSON.parse(batch.body) as EmailItem[];
    const path = `/admin/api/surveys/${surveyId}/deployments/email/tasks`;
    const replies: ReplyItem[] = [];
    const refusals: Refusal[] = [];
    let revision = NaN;
    for (const [index, item] of items.entries()) {
      // One key per request, so a server that honours Idempotency-Key never sees one key with two bodies.
      const headers = { 'Idempotency-Key': `${batch.batchId}:${index}` };
      const answer = item.action === 'post'
        ? await call('POST', path, { body: JSON.stringify({ task: item.task }), headers, accept: [400, 403, 410] })
        : item.action === 'patch'
          ? await call('PATCH', `${path}/${item.id}`, { body: JSON.stringify({ task: item.task }), headers, accept: [400, 403, 404, 409] })
          : await call('DELETE', `${path}/${item.id}`, { headers, accept: [403, 404, 410] });
      if (item.action === 'delete' && (answer.status === 404 || answer.status === 410)) {
        replies.push({ index, action: 'delete', id: item.id, revision: null }); // gone already: done
        continue;
      }
      if (answer.status >= 400) {
        const error = errorOf(answer.body);
        const clientRef = item.action === 'post' ? item.task.client_ref : null;
        refusals.push({ index, client_ref: clientRef, code: answer.status === 410 ? REF_RETIRED : error.code, message: error.message });
        continue;
      }
      // POST and PATCH answer the same `{ task }`.
      const task: EmailTask | undefined = (answer.body as ReplyOf<typeof patchEmailTask> | null)?.task;
      if (item.action !== 'delete' && !task) throw new TransportError({ kind: 'network' }, `E-mail task ${item.action} answered without the task`);
      const after = revisionOf(answer.etag, NaN);
      if (Number.isFinite(after)) revision = after;
      replies.push({ index, action: item.action, id: task?.id ?? (item as { id: string }).id, ...(task ? { task } : {}), revision: Number.isFinite(after) ? after : null });
    }
    if (refusals.length) throw new TransportError({ kind: 'refused', refusals }, `E-mail tasks refused: ${refusals.map((r) => r.message).join('; ')}`);
    return { revision, items: replies };
  }
}

function errorOf(body: unknown): { code?: string; message: string } {
  const error = (body as { error?: { message?: string; code?: string } } | null)?.error;
  return { ...(error?.code ? { code: error.code } : {}), message: error?.message ?? 'Refused' };
}

function failureOf(method: string, path: string, response: ResponseLike, body: unknown): TransportError {
  const error = (body as { error?: { message?: string; code?: string; details?: unknown } } | null)?.error;
  const message = `${method} ${path}: ${response.status} ${error?.message ?? 'Unknown'}`;
  const status = response.status;
  if (status === 401) return new TransportError({ kind: 'unauthorized' }, message);
  if (status === 429) return new TransportError({ kind: 'rate_limited', retryAfterMs: retryAfterMs(response.headers.get('retry-after')) }, message);
  if (status === 409) return new TransportError({ kind: 'busy' }, message);
  if (status === 413) return new TransportError({ kind: 'too_large' }, message);
  if (status === 422) return new TransportError({ kind: 'key_reused' }, message);
  if (status === 403 || status === 404) return new TransportError({ kind: 'forbidden', status }, message);
  if (status === 400) {
    const details = error?.code === 'batch_refused' && Array.isArray(error.details) ? (error.details as BatchRefusal[]) : [];
    return new TransportError({ kind: 'refused', refusals: details.filter((d) => Number.isInteger(d.index)) }, message);
  }
  return new TransportError({ kind: 'server', status }, message);
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isFinite(date) ? Math.max(0, date - now) : null;
}
