// The components list is put together as JSON text from the stored rows (components-list.ts
// listComponents); it must say exactly what toComponentRow says of each row, in the list order.
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { components as componentsTable } from '../../db/schema';
import { backends, serverSuite } from '../../testing/harness';
import { newSurvey } from '../../testing/users';
import { nodeFromDb, toComponentRow } from './component-row';
import { acceptsGzip } from './components-routes';

describe('acceptsGzip', () => {
  it('reads gzip (or *) from Accept-Encoding, unless its weight is 0', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('br, *')).toBe(true);
    expect(acceptsGzip('br, gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*;q=0.0')).toBe(false);
    expect(acceptsGzip('br, x-gzip2')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe.each(backends)('the components list on %s', (backend) => {
  const suite = serverSuite(backend);

  it('is each stored row as toComponentRow makes it, ordered by order, creation and id', async () => {
    const survey = await newSurvey(suite.server, suite.admin);
    const posted = await suite.server.call('POST', `/admin/api/surveys/${survey}/components`, {
      token: suite.admin,
      body: [
        { action: 'post', kind: 'group', client_ref: 'g', fields: { name: 'Say "hi"\n\\ é 🙂 </script>' } },
        { action: 'post', kind: 'question', client_ref: 'q', parent: { index: 0 }, fields: { question_type: 'multi', order: 0 } },
        { action: 'post', kind: 'answer_group', client_ref: 'ag', parent: { index: 1 }, fields: { answer_group_type: 'multi' } },
        { action: 'post', kind: 'answer', client_ref: 'a', parent: { index: 2 }, fields: { default_language_data: { label: '<b>x</b> "y"' } } },
      ],
    });
    expect(posted.status).toBe(200);
    // Rows not written through the batch: no client_ref, an unknown parent kind, and a stray
    // column key inside the fields (the column wins, as in toComponentRow).
    const [group] = posted.body.items;
    await suite.server.ctx.db.insert(componentsTable).values([
      { survey_id: survey, kind: 'question', name: 'Q9', order: 0, parent_id: group.id, parent_kind: null, fields: { question_type: 'single', id: 'stray', name: 'stray' } },
      { survey_id: survey, kind: 'exit_block', name: '', order: 3, fields: {} },
    ]);
    const list = await suite.server.call('GET', `/admin/api/surveys/${survey}/components`, { token: suite.admin });
    expect(list.status).toBe(200);
    const stored = await suite.server.ctx.db.select().from(componentsTable).where(eq(componentsTable.survey_id, survey));
    const expected = stored
      .filter((row) => !row.kind.startsWith('routing_'))
      .sort((a, b) => a.order - b.order || a.created_at.getTime() - b.created_at.getTime() || (a.id < b.id ? -1 : 1))
      .map((row) => toComponentRow(nodeFromDb(row)));
    expect(list.body.components).toEqual(expected);
    expect(list.body.components.find((row: { name: string }) => row.name === 'Q9')).toMatchObject({ parent: { id: group.id, kind: 'group' }, client_ref: null });
    expect(list.body.revision).toBe(Number(JSON.parse(list.headers.etag as string)));
    const again = await suite.server.call('GET', `/admin/api/surveys/${survey}/components`, { token: suite.admin, headers: { 'if-none-match': list.headers.etag as string } });
    expect(again.status).toBe(304);
  });

  it('serves a built list again while the revision stands, and reads it anew once it moves', async () => {
    const survey = await newSurvey(suite.server, suite.admin);
    const url = `/admin/api/surveys/${survey}/components`;
    const posted = await suite.server.call('POST', url, { token: suite.admin, body: [{ action: 'post', kind: 'group', client_ref: 'g', fields: { name: 'Before' } }] });
    expect(posted.status).toBe(200);
    const first = await suite.server.call('GET', url, { token: suite.admin });
    expect(first.body.components.map((row: { name: string }) => row.name)).toContain('Before');
    // Changed behind the API's back (no revision bump): the built reply is what is served.
    await suite.server.ctx.db.update(componentsTable).set({ name: 'Behind' }).where(eq(componentsTable.survey_id, survey));
    const cached = await suite.server.call('GET', url, { token: suite.admin });
    expect(cached.body).toEqual(first.body);
    // The routes list is a list of its own, not the components' reply.
    const routes = await suite.server.call('GET', `/admin/api/surveys/${survey}/routes`, { token: suite.admin });
    expect(routes.body.components.every((row: { kind: string }) => row.kind.startsWith('routing_'))).toBe(true);
    // A batch moves the revision: the list is read again, with the rows as they stand.
    const renamed = await suite.server.call('POST', url, { token: suite.admin, body: [{ action: 'patch', id: posted.body.items[0].id, fields: { name: 'After' } }] });
    expect(renamed.status).toBe(200);
    const fresh = await suite.server.call('GET', url, { token: suite.admin });
    expect(fresh.body.revision).toBe(renamed.body.revision);
    expect(fresh.body.components.find((row: { id: string }) => row.id === posted.body.items[0].id)).toMatchObject({ name: 'After' });
  });

  it('sends a large list compressed to a client that takes gzip, the same list once inflated', async () => {
    const survey = await newSurvey(suite.server, suite.admin);
    const url = `/admin/api/surveys/${survey}/components`;
    const groups = Array.from({ length: 5 }, (_, i) => ({ action: 'post', kind: 'answer_group', client_ref: `ag${i}`, parent: { index: 1 }, fields: { answer_group_type: 'single' } }));
    const answers = groups.flatMap((_, g) => Array.from({ length: 50 }, (__, a) => ({
      action: 'post', kind: 'answer', client_ref: `a${g}-${a}`, parent: { index: 2 + g }, fields: { default_language_data: { label: `Answer ${a} of group ${g}, long enough to count` } },
    })));
    const posted = await suite.server.call('POST', url, { token: suite.admin, body: [
      { action: 'post', kind: 'group', client_ref: 'g' },
      { action: 'post', kind: 'question', client_ref: 'q', parent: { index: 0 }, fields: { question_type: 'single' } },
      ...groups, ...answers,
    ] });
    expect(posted.status).toBe(200);
    const plain = await suite.server.app.inject({ method: 'GET', url, headers: { authorization: `Token ${suite.admin}` } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(64 * 1024);
    const compressed = await suite.server.app.inject({ method: 'GET', url, headers: { authorization: `Token ${suite.admin}`, 'accept-encoding': 'gzip, br' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(plain.body);
  });
});
