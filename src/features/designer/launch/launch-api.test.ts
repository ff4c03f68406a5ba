import { describe, expect, it } from 'vitest';
import { ApiClient, ApiError } from '../../../api/client';
import { loadVersions, publishVersion, refusalFindings } from './launch-api';

const surveyId = '3f1c2a9e-8b7d-4c6e-9a5f-1b2c3d4e5f60';
const version = {
  version: 2, published_survey_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', is_active: true,
  development_fields: { launch_languages: ['en'] }, created_by: null, created_at: '2026-05-01T10:00:00.000Z',
};

/** A client whose fake server answers each request with the next of `answers`; replies are
 *  checked against the records. */
function client(answers: readonly { status: number; body?: unknown }[]) {
  const requests: { url: string; method: string; headers: Headers; body: string | null }[] = [];
  const api = new ApiClient(
    { token: () => 'session', onUnauthorized: () => {}, onUnavailable: () => {} },
    async (url, init) => {
      requests.push({ url: String(url), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: (init?.body as string | undefined) ?? null });
      const answer = answers[Math.min(requests.length - 1, answers.length - 1)]!;
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
    },
    true,
  );
  return { api, requests };
}

describe('the published-versions calls', () => {
  it('lists the versions', async () => {
    const { api, requests } = client([{ status: 200, body: { published_surveys: [version] } }]);
    expect(await loadVersions(api, surveyId)).toEqual({ ok: true, versions: [version] });
    expect(requests[0]).toMatchObject({ url: `/admin/api/surveys/${surveyId}/published`, method: 'GET' });
  });

  it('publishes once: an unanswered attempt is resent with the same key and body', async () => {
    const { api, requests } = client([{ status: 502 }, { status: 201, body: { published_survey: version, revision: 7 } }]);
    expect(await publishVersion(api, surveyId, { launchLanguages: ['en'], setActive: true })).toEqual(version);
    expect(requests.map((r) => r.method)).toEqual(['POST', 'POST']);
    expect(requests[0]?.body).toBe('{"development_fields":{"launch_languages":["en"]},"set_active":true}');
    expect(requests[1]?.body).toBe(requests[0]?.body);
    expect(requests[1]?.headers.get('Idempotency-Key')).toBe(requests[0]?.headers.get('Idempotency-Key'));
  });

  it('reads a refused publish\'s findings through the record', () => {
    const finding = {
      code: 'no_questions', level: 'critical', area: 'survey', message: 'The survey has no questions',
      item_id: null, item_kind: null, item_name: null, client_ref: null,
    };
    expect(refusalFindings(new ApiError(422, 'Not publishable', 'critical_findings', [finding]))).toEqual([finding]);
    expect(refusalFindings(new ApiError(422, 'Not publishable', 'critical_findings', [{ code: 1 }]))).toEqual([]);
    expect(refusalFindings(new ApiError(400, 'Bad', 'invalid'))).toBeNull();
  });
});
