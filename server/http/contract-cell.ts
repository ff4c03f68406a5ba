// One call of the generated suites: a persona calls an endpoint with a sample's input. Shared by
// the permission matrix and the bad-input suite.
import type { Endpoint } from '../../schema/api';
import { pathOf } from '../../schema/api';
import type { TestServer } from '../testing/harness';
import type { Cell, CallInput } from '../testing/endpoint-samples';
import { castSurvey, sessionOf, type Cast, type PersonaName } from '../testing/personas';

export interface Answer {
  readonly status: number;
  readonly body: { error?: { code?: string; message?: string; details?: unknown } } | null;
}

export async function cellFor(server: TestServer, cast: Cast, persona: PersonaName, adminToken: string): Promise<Cell> {
  const surveyId = await castSurvey(server, cast);
  const self = persona === 'anonymous' ? cast.people.admin : cast.people[persona];
  return {
    server, cast, persona, surveyId, adminToken,
    selfId: self.id, selfOrgId: self.orgId, selfToken: (await sessionOf(server, cast, persona)) ?? '',
  };
}

export async function send(server: TestServer, endpoint: Endpoint, input: CallInput, token: string | undefined): Promise<Answer> {
  const query = input.query ? `?${new URLSearchParams(input.query as Record<string, string>).toString()}` : '';
  const headers: Record<string, string> = { ...input.headers };
  if (token) headers.authorization = `Token ${token}`;
  let payload: string | Buffer | undefined;
  if (input.raw) {
    headers['content-type'] = input.raw.contentType;
    payload = input.raw.bytes;
  } else if (input.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(input.body);
  }
  const response = await server.app.inject({
    method: endpoint.method, url: pathOf(endpoint, input.params ?? {}) + query, headers, ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: jsonOrNull(response.body) };
}

/** "allowed" for any 2xx, 304, or 303 (a form post's redirect), else the status and code: what the matrix compares. */
export function outcome(answer: Answer): string {
  if ((answer.status >= 200 && answer.status < 300) || answer.status === 304 || answer.status === 303) return 'allowed';
  return `${answer.status} ${answer.body?.error?.code ?? '?'}${answer.status >= 500 || answer.status === 400 ? `: ${answer.body?.error?.message ?? ''}` : ''}`;
}

function jsonOrNull(text: string): Answer['body'] {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
