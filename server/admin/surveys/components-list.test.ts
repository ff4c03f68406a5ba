// The components list is put together as JSON text from the stored rows (components-service.ts
// listComponentsJson); it must say exactly what toComponentRow says of each row, in the list order.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { components as componentsTable } from '../../db/schema';
import { backends, serverSuite } from '../../testing/harness';
import { newSurvey } from '../../testing/users';
import { nodeFromDb, toComponentRow } from './component-row';

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
});
