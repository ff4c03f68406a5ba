// Test support: the respondent data service as a fake, for component tests. Requests go through
// the real API client and are executed by `graphql` against the service's own SDL, with the
// test's resolvers as root fields: an operation that drifts from the contract fails the test.
import { buildSchema, graphql } from 'graphql';
import { respondentDataSdl } from '../../../schema/api/respondent-data';
import { createActor, createMachine } from 'xstate';
import { ApiClient } from '../../api/client';
import type { Session } from '../../app/session';

export interface FakeRequest {
  readonly region: string;
  readonly query: string;
  readonly variables: Record<string, unknown>;
}

/** Root fields by name: each gets the field's arguments and answers its value (or throws). */
export type FakeResolvers = Record<string, (args: Record<string, unknown>) => unknown>;

const schema = buildSchema(respondentDataSdl);

export function fakeRespondentData(resolvers: FakeResolvers) {
  const requests: FakeRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const region = /^\/(uk|eu|au)\/respondent-graphql\/graphql$/.exec(url)?.[1];
    if (!region || init?.method !== 'POST') return new Response(JSON.stringify({ error: { code: 'not_found', message: `No route ${url}` } }), { status: 404 });
    const body = JSON.parse(String(init.body)) as { query: string; variables?: Record<string, unknown> };
    requests.push({ region, query: body.query, variables: body.variables ?? {} });
    const result = await graphql({ schema, source: body.query, rootValue: resolvers, variableValues: body.variables ?? {} });
    return new Response(JSON.stringify(result), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  const api = new ApiClient({ token: () => 'session', onUnauthorized: () => {}, onUnavailable: () => {} }, fetchImpl, true);
  return { api, requests };
}

/** A signed-in session around `api`, as the screens read it (useApi, useSession().auth). */
export function fakeSession(api: ApiClient): Session {
  const login = { user: { id: 'u1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', is_admin: false }, token: { code: 'session' } };
  const auth = createActor(createMachine({ context: { login } })).start();
  return { api, auth } as unknown as Session;
}

/**
 * The respondent event stream (GET …/events) as a global fetch stub: `send` pushes one
 * `respondents` event to every open stream. Other requests are refused.
 */
export function fakeEventStream() {
  const open: ReadableStreamDefaultController<Uint8Array>[] = [];
  const paths: string[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = String(input);
    if (!/\/respondent-data\/surveys\/[^/]+\/events$/.test(path)) return new Response('', { status: 404 });
    paths.push(path);
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        open.push(controller);
        // Closing the view aborts the request: the stream ends as a real one would.
        init?.signal?.addEventListener('abort', () => {
          open.splice(open.indexOf(controller), 1);
          controller.error(new DOMException('Aborted', 'AbortError'));
        });
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  };
  const send = (event: { surveyId: string; respondentId: string; status: string }) => {
    const chunk = new TextEncoder().encode(`event: respondents\ndata: ${JSON.stringify(event)}\n\n`);
    for (const controller of open) controller.enqueue(chunk);
  };
  return { fetchStub, send, paths };
}
