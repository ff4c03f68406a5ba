// A valid call of every endpoint, for the generated suites (permission matrix, bad input). Keyed
// by "METHOD path" as the contract records declare them; the suites fail when an endpoint has no
// sample or a sample names no endpoint, so a new endpoint is covered the day it is added.
import { randomUUID } from 'node:crypto';
import { emailTasks } from '../db/schema';
import type { TestServer } from './harness';
import type { Cast, PersonaName } from './personas';
import { publishableSurvey } from './publishable-survey';

export interface CallInput {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  /** Raw bytes with their content type (image uploads). */
  readonly raw?: { readonly bytes: Buffer; readonly contentType: string };
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Cell {
  readonly server: TestServer;
  readonly cast: Cast;
  /** The persona making the call, and a fresh survey the cast holds their levels on. */
  readonly persona: PersonaName;
  readonly surveyId: string;
  /** A session of the first admin, for setting things up. */
  readonly adminToken: string;
  /** The calling persona's own user id (the admin's for anonymous: a real user to name). */
  readonly selfId: string;
  readonly selfOrgId: string;
  /** The calling persona's session code (empty for anonymous). */
  readonly selfToken: string;
}

export type Sample = (cell: Cell) => Promise<CallInput> | CallInput;

// The smallest valid PNG: 1×1, transparent.
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2f5c9e30000000049454e44ae426082', 'hex');

const asAdmin = async (cell: Cell, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) => {
  const response = await cell.server.call(method, url, { token: cell.adminToken, body });
  if (response.status >= 300) throw new Error(`Sample set-up ${method} ${url} failed with ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
};

/** Publishes the cell's survey once (as the admin), so version 1 exists. */
async function published(cell: Cell): Promise<void> {
  const survey = publishableSurvey();
  await asAdmin(cell, 'POST', `/admin/api/surveys/${cell.surveyId}/components`, survey.components);
  await asAdmin(cell, 'POST', `/admin/api/surveys/${cell.surveyId}/routes`, survey.routes);
  await asAdmin(cell, 'POST', `/admin/api/surveys/${cell.surveyId}/published`, { development_fields: {} });
}

/** The cell's survey container with logo-sample.png in it (as the admin). */
async function uploaded(cell: Cell): Promise<void> {
  const headers = { authorization: `Token ${cell.adminToken}` };
  await cell.server.app.inject({ method: 'POST', url: `/admin/api/local/blob-storage/containers/${cell.surveyId}`, headers });
  await cell.server.app.inject({
    method: 'POST', url: `/admin/api/local/blob-storage/containers/${cell.surveyId}/blobs/logo-sample.png`,
    headers: { ...headers, 'content-type': 'image/png' }, payload: png,
  });
}

async function emailTask(cell: Cell): Promise<string> {
  const [row] = await cell.server.ctx.db.insert(emailTasks).values({
    survey_id: cell.surveyId, name: 'Matrix task', subject: 'Hello', body: '<p>Hi</p>', launch_language: 'en',
  }).returning();
  return row!.id;
}

const survey = (cell: Cell) => ({ id: cell.surveyId });

/** A respondent started on the cell's published survey, and their first page answered as its form posts it. */
async function answeredFirstPage(cell: Cell): Promise<CallInput> {
  await published(cell);
  const page = await cell.server.app.inject({ method: 'GET', url: `/s/${cell.surveyId}` });
  const field = (pattern: RegExp) => {
    const match = pattern.exec(page.body);
    if (!match?.[1]) throw new Error(`Sample set-up: the respondent page has no ${pattern.source}: ${page.statusCode} ${page.body.slice(0, 300)}`);
    return match[1];
  };
  const answer = field(/name="(a:[^"]+)" value="1"/);
  const form = [[answer, '1'], ['page_id', field(/name="page_id" value="([^"]+)"/)], ['idempotency_key', field(/name="idempotency_key" value="([^"]+)"/)], ['action', 'next']];
  return {
    params: { surveyId: cell.surveyId },
    headers: { cookie: String(page.headers['set-cookie']).split(';')[0]! },
    raw: { bytes: Buffer.from(new URLSearchParams(form).toString()), contentType: 'application/x-www-form-urlencoded' },
  };
}
/** The same first page answered through the runtime's JSON call (a single answer, code 1). */
async function answeredFirstPageJson(cell: Cell): Promise<CallInput> {
  const form = await answeredFirstPage(cell);
  const posted = new URLSearchParams(form.raw!.bytes.toString());
  const [field] = [...posted.keys()].filter((name) => name.startsWith('a:'));
  const [, questionId, answerGroupId] = /^a:([^:]+):([^:]+)$/.exec(field ?? '') ?? [];
  if (!questionId || !answerGroupId) throw new Error(`Sample set-up: the respondent page's answer field ${field} is not a:{question}:{group}`);
  return {
    params: form.params!, headers: { ...form.headers },
    body: {
      pageId: posted.get('page_id'), idempotencyKey: posted.get('idempotency_key'), action: 'next',
      answers: { [questionId]: { [answerGroupId]: { type: 'single', value: { code: '1', other: {} } } } },
    },
  };
}
const uniqueEmail = () => `sample-${randomUUID().slice(0, 8)}@example.test`;

export const samples: Readonly<Record<string, Sample>> = {
  // ── access
  'POST /access/api/auth/login': (cell) => ({ body: { email: cell.cast.people.writer.email, password: cell.cast.people.writer.password } }),
  'POST /access/api/auth/refresh': (cell) => ({ body: { token_code: cell.selfToken || 'x'.repeat(43) } }),
  'POST /access/api/auth/revoke': (cell) => ({ body: { token_code: cell.selfToken || 'x'.repeat(43) } }),
  'POST /access/api/access-tokens': (cell) => ({
    body: {
      impersonate_user_id: cell.cast.people.reader.id,
      scopes: [{ type: 'user_management', subtype: 'update', limits: { target: cell.cast.people.reader.id, properties: ['password'] } }],
      single_use: true,
    },
  }),
  'POST /access/api/reset-password': () => ({ body: { email: uniqueEmail() } }),
  'POST /access/api/new-user': () => ({ body: { email: uniqueEmail(), first_name: 'Sample' } }),
  'GET /access/api/users/me': () => ({}),
  'PATCH /access/api/users/me': () => ({ body: { first_name: 'Renamed' } }),
  'GET /access/api/orgs/:org_id': (cell) => ({ params: { org_id: cell.selfOrgId } }),
  'GET /access/api/users/id/:user_id/permissions/survey/': (cell) => ({ params: { user_id: cell.selfId } }),
  'GET /access/api/users/id/:user_id/permissions/survey_alias/': (cell) => ({ params: { user_id: cell.selfId } }),
  'GET /access/api/users/id/:user_id/permissions/survey/:survey_id': (cell) =>
    ({ params: { user_id: cell.cast.people.owner.id, survey_id: cell.surveyId } }),
  'PUT /access/api/users/id/:user_id/permissions/survey/:survey_id': (cell) =>
    ({ params: { user_id: cell.cast.people.reader.id, survey_id: cell.surveyId }, body: { access_level: 'write' } }),
  'DELETE /access/api/users/id/:user_id/permissions/survey/:survey_id': (cell) =>
    ({ params: { user_id: cell.cast.people.reader.id, survey_id: cell.surveyId } }),
  'GET /access/api/permissions/scopes/survey/:survey_id': (cell) => ({ params: { survey_id: cell.surveyId } }),

  // ── admin: surveys
  'GET /admin/api/surveys': () => ({}),
  'POST /admin/api/surveys': () => ({ body: { title: 'Sample survey' } }),
  'GET /admin/api/surveys/:id': (cell) => ({ params: survey(cell) }),
  'PATCH /admin/api/surveys/:id': (cell) => ({ params: survey(cell), body: { title: 'Renamed survey' } }),
  'DELETE /admin/api/surveys/:id': (cell) => ({ params: survey(cell) }),
  'POST /admin/api/surveys/:id/duplicate': (cell) => ({ params: survey(cell) }),
  'GET /admin/api/surveys/:id/components': (cell) => ({ params: survey(cell) }),
  'POST /admin/api/surveys/:id/components': (cell) => ({ params: survey(cell), body: publishableSurvey().components.slice(0, 1) }),
  'GET /admin/api/surveys/:id/components/temp': (cell) => ({ params: survey(cell) }),
  'POST /admin/api/surveys/:id/components/temp': (cell) => ({ params: survey(cell), body: [] }),
  'GET /admin/api/surveys/:id/routes': (cell) => ({ params: survey(cell) }),
  'POST /admin/api/surveys/:id/routes': (cell) => ({ params: survey(cell), body: publishableSurvey().routes.slice(0, 1) }),
  'GET /admin/api/surveys/:id/settings': (cell) => ({ params: survey(cell) }),
  'PATCH /admin/api/surveys/:id/settings': (cell) => ({ params: survey(cell), body: { settings: { progress_bar: true } } }),
  'GET /admin/api/surveys/:id/published': (cell) => ({ params: survey(cell) }),
  'POST /admin/api/surveys/:id/published': async (cell) => {
    const s = publishableSurvey();
    await asAdmin(cell, 'POST', `/admin/api/surveys/${cell.surveyId}/components`, s.components);
    await asAdmin(cell, 'POST', `/admin/api/surveys/${cell.surveyId}/routes`, s.routes);
    return { params: survey(cell), body: { development_fields: {} } };
  },
  'GET /admin/api/surveys/:id/published/active': async (cell) => { await published(cell); return { params: survey(cell) }; },
  'PUT /admin/api/surveys/:id/published/active': async (cell) => { await published(cell); return { params: survey(cell), body: { version: 1 } }; },
  'GET /admin/api/surveys/:id/published/:version/id-map': async (cell) => { await published(cell); return { params: { ...survey(cell), version: '1' } }; },

  // ── admin: deployments
  'GET /admin/api/surveys/:id/deployments/intercept': (cell) => ({ params: survey(cell) }),
  'PUT /admin/api/surveys/:id/deployments/intercept': (cell) => ({ params: survey(cell), body: { intercept: {} } }),
  'DELETE /admin/api/surveys/:id/deployments/intercept': async (cell) => {
    await asAdmin(cell, 'PUT', `/admin/api/surveys/${cell.surveyId}/deployments/intercept`, { intercept: {} });
    return { params: survey(cell) };
  },
  'GET /admin/api/surveys/:id/deployments/email/tasks': (cell) => ({ params: survey(cell) }),
  'POST /admin/api/surveys/:id/deployments/email/tasks': (cell) =>
    ({ params: survey(cell), body: { task: { name: 'Sample', launch_language: 'en' } } }),
  'PATCH /admin/api/surveys/:id/deployments/email/tasks/:task_id': async (cell) =>
    ({ params: { ...survey(cell), task_id: await emailTask(cell) }, body: { task: { subject: 'Changed' } } }),
  'DELETE /admin/api/surveys/:id/deployments/email/tasks/:task_id': async (cell) =>
    ({ params: { ...survey(cell), task_id: await emailTask(cell) } }),

  // ── admin: reference data and maintenance
  'GET /admin/new/api/languages': () => ({}),
  'GET /admin/api/help/articles': () => ({}),
  'GET /admin/api/maintenance': () => ({}),
  // Switching maintenance on for a host nobody uses keeps the rest of the suite running.
  'PUT /admin/api/maintenance': () => ({ body: { key: 'matrix.example/', available: true } }),

  // ── storage
  'POST /admin/api/:storage/blob-storage/containers/:id': (cell) => ({ params: { storage: 'local', id: cell.surveyId } }),
  'POST /admin/api/:storage/blob-storage/containers/:id/blobs/*': async (cell) => {
    await cell.server.app.inject({ method: 'POST', url: `/admin/api/local/blob-storage/containers/${cell.surveyId}`, headers: { authorization: `Token ${cell.adminToken}` } });
    return { params: { storage: 'local', id: cell.surveyId, '*': 'logo-sample.png' }, raw: { bytes: png, contentType: 'image/png' } };
  },
  // ── respondent (public survey pages: 200 for the page, 303 once a page is saved)
  'GET /s/:surveyId': async (cell) => {
    await published(cell);
    return { params: { surveyId: cell.surveyId } };
  },
  'POST /s/:surveyId': answeredFirstPage,
  'POST /s/:surveyId/pages': answeredFirstPageJson,
  'GET /s/offline-worker.js': () => ({}),
  'GET /s/:surveyId/versions/:version/forms/:lang': async (cell) => {
    await published(cell);
    return { params: { surveyId: cell.surveyId, version: '1', lang: 'en' } };
  },
  'GET /files/:id/*': async (cell) => {
    await uploaded(cell);
    return { params: { id: cell.surveyId, '*': 'logo-sample.png' } };
  },
  'DELETE /admin/api/:storage/blob-storage/containers/:id/blobs/*': async (cell) => {
    await uploaded(cell);
    return { params: { storage: 'local', id: cell.surveyId, '*': 'logo-sample.png' } };
  },
  // ── respondent data (the GraphQL fields' own access is tested in server/respondent-data)
  'POST /:region/respondent-graphql/graphql': () => ({ params: { region: 'uk' }, body: { query: '{ __typename }' } }),
  'POST /:region/preview/respondent-graphql/graphql': () => ({ params: { region: 'uk' }, body: { query: '{ __typename }' } }),
  // max_seconds 0: the stream opens and ends at once, so the call returns.
  'GET /:region/respondent-data/surveys/:id/events': (cell) => ({ params: { region: 'uk', id: cell.surveyId }, query: { max_seconds: '0' } }),
};

export const sampleKey = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
