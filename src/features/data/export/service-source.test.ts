import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import { respondentDataSdl } from '../../../../schema/api/respondent-data';
import { ApiClient } from '../../../api/client';
import { COLUMNS_QUERY, PAGE_QUERY, serviceSource } from './service-source';

describe('the service source', () => {
  it('asks only what the SDL defines', () => {
    const schema = buildSchema(respondentDataSdl);
    for (const query of [COLUMNS_QUERY, PAGE_QUERY]) expect(validate(schema, parse(query)).map((e) => e.message)).toEqual([]);
  });

  it('pages oldest first with the compacted filter and follows endCursor until the last page', async () => {
    const bodies: any[] = [];
    const fetchImpl = (async (_path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      bodies.push(body);
      const last = body.variables.after === 'c1';
      return new Response(JSON.stringify({ data: { respondentExport: {
        totalCount: 2, pageInfo: { hasNextPage: !last, endCursor: last ? 'c2' : 'c1' },
        edges: [{ node: { id: last ? 'b' : 'a' } }],
      } } }), { status: 200 });
    }) as typeof fetch;
    const api = new ApiClient({ token: () => 'tok', onUnauthorized: () => {}, onUnavailable: () => {} }, fetchImpl);
    const source = serviceSource(api, 'eu', 's1', { kind: 'test', status: [] });
    const signal = new AbortController().signal;
    const first = await source.page(null, signal);
    const second = await source.page(first.next, signal);
    expect(first).toMatchObject({ totalCount: 2, next: 'c1', respondents: [{ id: 'a' }] });
    expect(second.next).toBeNull();
    expect(bodies[0].variables).toEqual({ surveyId: 's1', filter: { kind: 'test' }, first: 1000, after: null });
    expect(bodies[0].query).toContain('respondentExport(');
  });
});
