import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rule } from '../../schema/api/access-rule';
import { endpoint } from '../../schema/api/endpoint';
import { patchMe } from '../../schema/api/access/users';
import { deleteSurvey, getSurvey } from '../../schema/api/admin/surveys';
import { listHelpArticles } from '../../schema/api/admin/reference';
import { ApiClient, ApiError } from './client';

const surveyId = '3f1c2a9e-8b7d-4c6e-9a5f-1b2c3d4e5f60';
const survey = {
  id: surveyId, name: 'Travel', title: 'Travel', description: null,
  theme: {}, privacy_config: {}, deployment_info: { status: 'draft' }, development_fields: {},
  default_language: 'en', additional_languages: [], canvas_id: null, region: 'uk', location: null, revision: 3,
  created_at: '2026-05-01T10:00:00.000Z', updated_at: '2026-05-01T10:00:00.000Z', created_by: null, updated_by: null,
  access_level: 'owner',
};

interface Seen { unauthorized: number; unavailable: number; requests: { url: string; method: string; headers: Headers; body: string | null }[] }

/** A client in front of a fake server that answers `status` and `body`; replies checked against
 *  the records, as every test of the browser's calls does. */
function client(status: number, body: unknown, token: string | null = 'session') {
  const seen: Seen = { unauthorized: 0, unavailable: 0, requests: [] };
  const api = new ApiClient(
    { token: () => token, onUnauthorized: () => void seen.unauthorized++, onUnavailable: () => void seen.unavailable++ },
    async (url, init) => {
      seen.requests.push({ url: String(url), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: (init?.body as string | undefined) ?? null });
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    },
    true,
  );
  return { api, seen };
}

describe('api client', () => {
  it('keeps the session on a 401 for a survey in another region, and says which', async () => {
    const { api, seen } = client(401, { error: { code: 'invalid_region', message: 'Survey x is kept in region eu', details: { region: 'eu' } } });
    const failure = await api.call(getSurvey, { params: { id: surveyId } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('invalid_region');
    expect(seen.unauthorized).toBe(0);
    const expired = client(401, { error: { code: 'unauthorized', message: 'Your session has expired' } });
    await expired.api.call(getSurvey, { params: { id: surveyId } }).catch(() => undefined);
    expect(expired.seen.unauthorized).toBe(1);
  });

  it('sends the session token as "Token <code>" with no-cache', async () => {
    const { api, seen } = client(200, { articles: [] });
    expect(await api.call(listHelpArticles)).toEqual({ articles: [] });
    expect(seen.requests[0]?.headers.get('Authorization')).toBe('Token session');
    expect(seen.requests[0]?.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('calls the record\'s method and path, its parameters encoded, and sends the body as JSON', async () => {
    const { api, seen } = client(200, { user: {
      id: surveyId, first_name: 'Ada', last_name: 'L', email: 'ada@example.test', is_admin: false, org_id: null, development_fields: {},
    } });
    await api.call(patchMe, { body: { first_name: 'Ada' } });
    expect(seen.requests[0]).toMatchObject({ url: '/access/api/users/me', method: 'PATCH', body: '{"first_name":"Ada"}' });
    expect(seen.requests[0]?.headers.get('Content-Type')).toBe('application/json');

    const { api: other, seen: seenOther } = client(200, { survey });
    expect((await other.call(getSurvey, { params: { id: 'a b/c' } })).survey.title).toBe('Travel');
    expect(seenOther.requests[0]).toMatchObject({ url: '/admin/api/surveys/a%20b%2Fc', method: 'GET', body: null });
  });

  it('puts the query after the path, leaving out the parts not given', async () => {
    const search = endpoint({
      id: 'test.things.search', method: 'GET', path: '/test/api/things', access: rule.signedIn,
      query: z.object({ q: z.string().optional(), page: z.number().optional() }), reply: z.object({ things: z.array(z.string()) }),
    });
    const { api, seen } = client(200, { things: [] });
    await api.call(search, { query: { q: 'a&b', page: undefined } });
    expect(seen.requests[0]?.url).toBe('/test/api/things?q=a%26b');
  });

  it('takes a 204 as the null its record declares', async () => {
    const { api, seen } = client(204, undefined);
    expect(await api.call(deleteSurvey, { params: { id: surveyId } })).toBeNull();
    expect(seen.requests[0]).toMatchObject({ url: `/admin/api/surveys/${surveyId}`, method: 'DELETE' });
  });

  it('refuses a reply that does not match the record, naming the endpoint and the field', async () => {
    const { api } = client(200, { survey: { ...survey, revision: 'three' } });
    const failure = api.call(getSurvey, { params: { id: surveyId } });
    await expect(failure).rejects.toThrow(/admin\.surveys\.get/);
    await expect(failure).rejects.toThrow(/survey\.revision/);
  });

  it('refuses a reply with a field the record does not declare', async () => {
    const { api } = client(200, { survey: { ...survey, password_hash: 'x' } });
    await expect(api.call(getSurvey, { params: { id: surveyId } })).rejects.toThrow(/admin\.surveys\.get.*password_hash/);
  });

  it('reports a 401 so the app signs out, and throws the server message', async () => {
    const { api, seen } = client(401, { error: { message: 'Your session has expired', code: 'unauthorized' } });
    await expect(api.call(getSurvey, { params: { id: surveyId } })).rejects.toMatchObject({ status: 401, message: 'Your session has expired', code: 'unauthorized' });
    expect(seen.unauthorized).toBe(1);
  });

  it('does not end the session when a one-off token (set-password link) is refused', async () => {
    const { api, seen } = client(401, { error: { message: 'used' } });
    await expect(api.call(patchMe, { body: { password: 'long enough' }, token: 'link' })).rejects.toBeInstanceOf(ApiError);
    expect(seen.unauthorized).toBe(0);
    expect(seen.requests[0]?.headers.get('Authorization')).toBe('Token link');
  });

  it('reports a 503 as maintenance', async () => {
    const { api, seen } = client(503, { error: { message: 'down' } });
    await expect(api.call(listHelpArticles)).rejects.toMatchObject({ status: 503 });
    expect(seen.unavailable).toBe(1);
  });

  it('falls back to "Unknown" when the server sends no message', async () => {
    const { api } = client(500, undefined);
    await expect(api.call(listHelpArticles)).rejects.toMatchObject({ status: 500, message: 'Unknown' });
  });

  it('keeps the server\'s details on the error', async () => {
    const { api } = client(422, { error: { code: 'critical_findings', message: 'Not publishable', details: [{ code: 'empty' }] } });
    await expect(api.call(listHelpArticles)).rejects.toMatchObject({ status: 422, code: 'critical_findings', details: [{ code: 'empty' }] });
  });
});
