// Test support for the respondent data suites: the fielded survey (server/testing/fielded-survey.ts)
// with a quota on Q1 = Young checked on Page 3, published and taken at its link the way a browser
// without scripts takes it (GET the page, post its form), plus a GraphQL call helper.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { fieldedSurvey, type FieldedSurvey } from './fielded-survey';
import type { TestServer } from './harness';
import { newSurvey } from './users';

export interface PublishedFixture {
  readonly surveyId: string;
  readonly built: FieldedSurvey;
  /** Design ids (server ids) by the fixture's cids. */
  readonly designIds: Readonly<Record<string, string>>;
  /** Design id → published id of version 1. */
  readonly idMap: Readonly<Record<string, string>>;
  readonly quotaDefinitionId: string;
}

export interface FixtureOptions {
  /** The Young definition's target (default 5). */
  readonly quotaTarget?: number;
  /** A unique data collector (spec §3 is_unique) reading this link parameter. */
  readonly uniqueParameter?: string;
}

export async function publishFixture(server: TestServer, token: string, options: FixtureOptions = {}): Promise<PublishedFixture> {
  const surveyId = await newSurvey(server, token, 'Coffee survey');
  const built = fieldedSurvey();
  const young = { kind: 'group', operator: 'and', items: [{ kind: 'condition', question_id: built.refs.q1, negate: false, fn: 'answered', answers: [[built.refs.young]] }] };
  const at = built.components.length;
  const quotaRef = randomUUID();
  const components = [
    ...built.components,
    { action: 'post', kind: 'quota', client_ref: randomUUID(), fields: { order: 6, description: 'Ages' } },
    { action: 'post', kind: 'quota_group', client_ref: randomUUID(), parent: { index: at }, fields: {} },
    { action: 'post', kind: 'quota_definition', client_ref: quotaRef, parent: { index: at + 1 }, fields: { code: 'young', label: 'Young', target: options.quotaTarget ?? 5, criteria: young } },
    { action: 'post', kind: 'exit_block', client_ref: randomUUID(), fields: { order: 7, terminate_status: 'quota_full', default_language_data: { exit_text: '<p>Full</p>' } } },
    ...(options.uniqueParameter === undefined ? [] : [{
      action: 'post', kind: 'data_collector', client_ref: randomUUID(),
      fields: { order: 8, name: 'DC1', source: 'query_string', query_string: { param_name: options.uniqueParameter, is_unique: true } },
    }]),
  ];
  const routes = built.routes.map((item, index) => (index === 7 ? { ...(item as object), fields: { ...(item as { fields: object }).fields, quota: true } } : item));
  const designIds: Record<string, string> = {};
  for (const [list, items] of [['components', components], ['routes', routes]] as const) {
    const saved = await server.call('POST', `/admin/api/surveys/${surveyId}/${list}`, { token, body: items });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (const item of saved.body.items as { id: string; client_ref: string }[]) designIds[item.client_ref] = item.id;
  }
  const made = await server.call('POST', `/admin/api/surveys/${surveyId}/published`, { token, body: { development_fields: {}, set_active: true } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const map = await server.call('GET', `/admin/api/surveys/${surveyId}/published/1/id-map`, { token });
  return { surveyId, built, designIds, idMap: map.body.components, quotaDefinitionId: designIds[quotaRef]! };
}

const field = (html: string, pattern: RegExp) => {
  const match = pattern.exec(html);
  if (!match?.[1]) throw new Error(`The page has no ${pattern.source}: ${html.slice(0, 300)}`);
  return match[1];
};

/**
 * Takes the survey once: on each page in turn chooses the answer coded `codes[i]` (the page's
 * first choice group), and posts it; stops after `codes` runs out (an incomplete respondent) or
 * when the walk ends. `query` is the link's query string (`?uid=…`), sent when starting.
 */
export async function takeSurvey(server: TestServer, surveyId: string, codes: readonly (string | null)[], query = ''): Promise<void> {
  let cookie: string | null = null;
  for (const code of codes) {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    // The link's parameters (data collectors) are read when the respondent starts.
    const page = await server.app.inject({ method: 'GET', url: `/s/${surveyId}${cookie ? '' : query}`, headers });
    const set: unknown = page.headers['set-cookie'];
    if (typeof set === 'string') cookie = set.split(';')[0]!;
    const form: [string, string][] = [['page_id', field(page.body, /name="page_id" value="([^"]+)"/)], ['idempotency_key', field(page.body, /name="idempotency_key" value="([^"]+)"/)], ['action', 'next']];
    if (code !== null) form.push([field(page.body, new RegExp(`name="(a:[^"]+)" value="${code}"`)), code]);
    const posted = await server.app.inject({
      method: 'POST', url: `/s/${surveyId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams(form).toString(),
    });
    expect(posted.statusCode, posted.body.slice(0, 300)).toBe(303);
  }
}

export interface GraphqlAnswer {
  readonly status: number;
  readonly data: any;
  readonly errors: { message: string; extensions: { code: string; argument?: string; [key: string]: unknown } }[] | undefined;
}

/** Which endpoint: the data (every respondent) or the preview path (test respondents only). */
export type GraphqlPath = 'data' | 'preview';

export async function graphql(
  server: TestServer, token: string | undefined, query: string, variables: Record<string, unknown> = {}, region = 'uk', path: GraphqlPath = 'data',
): Promise<GraphqlAnswer> {
  const url = path === 'preview' ? `/${region}/preview/respondent-graphql/graphql` : `/${region}/respondent-graphql/graphql`;
  const response = await server.call('POST', url, { token, body: { query, variables } });
  return { status: response.status, data: response.body?.data, errors: response.body?.errors };
}

/**
 * Sets the survey's fielding status through the API (a status save): in `test` its link takes test
 * respondents (is_test) on the newest version, in `live` live ones on the active version.
 */
export async function setFieldingStatus(server: TestServer, token: string, surveyId: string, status: 'test' | 'live'): Promise<void> {
  const saved = await server.call('PATCH', `/admin/api/surveys/${surveyId}`, { token, body: { deployment_info: { status } } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}
