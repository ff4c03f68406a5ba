import { describe, expect, it } from 'vitest';
import { backends, serverSuite } from '../../testing/harness';
import { newSurvey, readerWriterStranger } from '../../testing/users';

describe.each(backends)('survey component batches on %s', (backend) => {
  const suite = serverSuite(backend);

  const batch = (surveyId: string, items: unknown, list = 'components', token = suite.admin) =>
    suite.server.call('POST', `/admin/api/surveys/${surveyId}/${list}`, { token, body: items });
  const rows = async (surveyId: string, list = 'components') =>
    (await suite.server.call('GET', `/admin/api/surveys/${surveyId}/${list}`, { token: suite.admin })).body.components as any[];
  const question = (ref: string, fields: object = {}) => ({ action: 'post', kind: 'question', client_ref: ref, fields });

  it('creates a tree in one batch, naming temporary parents by index, with server ids, names and codes', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const response = await batch(id, [
      question('q', { question_type: 'single' }),
      { action: 'post', kind: 'answer_group', client_ref: 'ag', parent: { index: 0 }, fields: { answer_group_type: 'single' } },
      { action: 'post', kind: 'answer', client_ref: 'a1', parent: { index: 1 }, fields: { default_language_data: { label: 'Yes' } } },
      { action: 'post', kind: 'answer', client_ref: 'a2', parent: { index: 1 } },
    ]);
    expect(response.status).toBe(200);
    const [q, ag, a1, a2] = response.body.items;
    // Without an order an item goes last among the root's children, after the starting page.
    expect(q).toEqual({ index: 0, action: 'post', id: expect.any(String), client_ref: 'q', replayed: false, kind: 'question', name: 'Q1', order: 1, parent: null });
    expect(ag.parent).toEqual({ id: q.id, kind: 'question' });
    expect(a1).toMatchObject({ parent: { id: ag.id, kind: 'answer_group' }, name: 'A1', code: '1', order: 0 });
    expect(a2).toMatchObject({ name: 'A2', code: '2', order: 1 });
    const stored = await rows(id);
    expect(stored).toHaveLength(4);
    expect(stored.find((row) => row.id === a1.id)).toMatchObject({ client_ref: 'a1', code: '1', default_language_data: { label: 'Yes' } });
    expect(stored.find((row) => row.id === q.id)).toMatchObject({ kind: 'question', question_type: 'single', required: true, parent: null });
  });

  it('writes nothing when one item is bad, and names the item and the reason', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const response = await batch(id, [question('ok'), question('bad', { question_type: 'bogus' }), question('ok2')]);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('batch_refused');
    expect(response.body.error.details).toEqual([expect.objectContaining({ index: 1, client_ref: 'bad', code: 'invalid', message: expect.stringContaining('question_type') })]);
    expect(await rows(id)).toEqual([]);
    expect((await suite.server.call('GET', `/admin/api/surveys/${id}`, { token: suite.admin })).headers.etag).toBe('"1"');
  });

  it('answers a resent post with the existing row instead of a duplicate', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const first = await batch(id, [question('same')]);
    const again = await batch(id, [question('same', { question_type: 'multi' })]);
    expect(again.status).toBe(200);
    expect(again.body.items[0]).toMatchObject({ id: first.body.items[0].id, replayed: true, name: 'Q1' });
    expect(again.body.revision).toBe(first.body.revision);
    expect((await rows(id)).map((row) => row.question_type)).toEqual(['info']);
  });

  it('deletes a component with all its descendants', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const created = await batch(id, [
      question('q'),
      { action: 'post', kind: 'answer_group', client_ref: 'ag', parent: { index: 0 }, fields: { answer_group_type: 'multi' } },
      { action: 'post', kind: 'answer', client_ref: 'a', parent: { index: 1 } },
      { action: 'post', kind: 'conditional_text', client_ref: 'ct', parent: { index: 0 } },
      question('other'),
    ]);
    const [q, ag, a, ct, other] = created.body.items.map((item: any) => item.id);
    const deleted = await batch(id, [{ action: 'delete', id: q }]);
    expect(deleted.status).toBe(200);
    expect([...deleted.body.items[0].deleted].sort()).toEqual([q, ag, a, ct].sort());
    expect((await rows(id)).map((row) => row.id)).toEqual([other]);
  });

  it('refuses the 101st question, naming the limit of 100', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const tooMany = await batch(id, Array.from({ length: 101 }, (_, i) => question(`q${i}`)));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details).toEqual([expect.objectContaining({ index: 100, code: 'limit', message: expect.stringContaining('at most 100 questions') })]);
    expect((await batch(id, Array.from({ length: 100 }, (_, i) => question(`q${i}`)))).status).toBe(200);
    const oneMore = await batch(id, [question('q100')]);
    expect(oneMore.status).toBe(400);
    expect(oneMore.body.error.message).toContain('100');
  });

  it('counts limits on the survey the batch leaves, so a delete makes room whatever the order', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const full = await batch(id, Array.from({ length: 100 }, (_, i) => question(`q${i}`)));
    const swap = await batch(id, [question('new'), { action: 'delete', id: full.body.items[0].id }]);
    expect(swap.status).toBe(200);
  });

  // Spec §4: components marked deleted are skipped, so they do not hold a place under a limit (issue 12).
  it('does not count questions marked deleted toward the 100, in the survey or in a grid', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const full = await batch(id, Array.from({ length: 100 }, (_, i) => question(`q${i}`)));
    expect((await batch(id, [{ action: 'patch', id: full.body.items[0].id, fields: { deleted: true } }])).status).toBe(200);
    expect((await batch(id, [question('new')])).status).toBe(200);
    const over = await batch(id, [question('over')]);
    expect(over.body.error.details).toEqual([expect.objectContaining({ code: 'limit', message: expect.stringContaining('would be number 101') })]);

    const other = await newSurvey(suite.server, suite.admin);
    const grid = await batch(other, [{ action: 'post', kind: 'grid', client_ref: 'g' }, ...Array.from({ length: 20 }, (_, i) => ({ ...question(`g${i}`), parent: { index: 0 } }))]);
    const gridId = grid.body.items[0].id;
    expect((await batch(other, [{ action: 'patch', id: grid.body.items[5].id, fields: { deleted: true } }])).status).toBe(200);
    expect((await batch(other, [{ ...question('row'), parent: { id: gridId } }])).status).toBe(200);
  });

  // What is restored takes its place again (issue 12): delete one of 100, add one, restore → 101.
  it('refuses to restore a question, or the group holding one, past the 100-question limit', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const made = await batch(id, [
      { action: 'post', kind: 'group', client_ref: 'g' },
      ...Array.from({ length: 99 }, (_, i) => question(`q${i}`)),
      { ...question('in-group'), parent: { index: 0 } },
    ]);
    expect(made.status).toBe(200);
    const [group, first] = [made.body.items[0].id, made.body.items[1].id];
    expect((await batch(id, [{ action: 'patch', id: first, fields: { deleted: true } }])).status).toBe(200);
    expect((await batch(id, [question('new')])).status).toBe(200);
    const restore = await batch(id, [{ action: 'patch', id: first, fields: { deleted: false } }]);
    expect(restore.status).toBe(400);
    expect(restore.body.error.details).toEqual([expect.objectContaining({ index: 0, id: first, code: 'limit', message: expect.stringContaining('would be number 101') })]);

    // A deleted group brings back its questions: with room for none, restoring it is refused too.
    expect((await batch(id, [{ action: 'patch', id: group, fields: { deleted: true } }, question('fills')])).status).toBe(200);
    const back = await batch(id, [{ action: 'patch', id: group, fields: { deleted: false } }]);
    expect(back.status).toBe(400);
    expect(back.body.error.details).toEqual([expect.objectContaining({ code: 'limit', message: expect.stringContaining('would be number 101') })]);
    // Making room in the same batch lets it back, whatever the order.
    expect((await batch(id, [
      { action: 'patch', id: group, fields: { deleted: false } },
      { action: 'patch', id: made.body.items[2].id, fields: { deleted: true } },
    ])).status).toBe(200);
  });

  it('does not count deleted answer groups or answers toward their limits', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const made = await batch(id, [
      question('q', { question_type: 'single' }),
      ...Array.from({ length: 10 }, (_, i) => ({ action: 'post', kind: 'answer_group', client_ref: `ag${i}`, parent: { index: 0 }, fields: { answer_group_type: 'single' } })),
      ...Array.from({ length: 50 }, (_, i) => ({ action: 'post', kind: 'answer', client_ref: `a${i}`, parent: { index: 1 } })),
    ]);
    expect(made.status).toBe(200);
    const [q, ag0, ag9] = [made.body.items[0].id, made.body.items[1].id, made.body.items[10].id];
    const a0 = made.body.items[11].id;
    expect((await batch(id, [{ action: 'post', kind: 'answer', client_ref: 'a50', parent: { id: ag0 } }])).status).toBe(400);
    expect((await batch(id, [
      { action: 'patch', id: ag9, fields: { deleted: true } },
      { action: 'patch', id: a0, fields: { deleted: true } },
    ])).status).toBe(200);
    const added = await batch(id, [
      { action: 'post', kind: 'answer_group', client_ref: 'ag10', parent: { id: q }, fields: { answer_group_type: 'multi' } },
      { action: 'post', kind: 'answer', client_ref: 'a50', parent: { id: ag0 } },
    ]);
    expect(added.status).toBe(200);
  });

  it('gives a new answer the code a sibling being deleted frees, not the next one up (spec §5)', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const made = await batch(id, [
      question('q', { question_type: 'single' }),
      { action: 'post', kind: 'answer_group', client_ref: 'ag', parent: { index: 0 }, fields: { answer_group_type: 'single' } },
      { action: 'post', kind: 'answer', client_ref: 'a2', parent: { index: 1 }, fields: { code: '2' } },
      { action: 'post', kind: 'answer', client_ref: 'a3', parent: { index: 1 }, fields: { code: '3' } },
    ]);
    const [, ag, , a3] = made.body.items.map((item: any) => item.id);
    // The post comes first in the batch, the mark after it: the code is still free.
    const sameBatch = await batch(id, [
      { action: 'post', kind: 'answer', client_ref: 'n1', parent: { id: ag } },
      { action: 'patch', id: a3, fields: { deleted: true } },
    ]);
    expect(sameBatch.body.items[0]).toMatchObject({ code: '3' });
    const later = await batch(id, [{ action: 'post', kind: 'answer', client_ref: 'n2', parent: { id: ag }, fields: { order: 1 } }]);
    // Siblings 2, 3 (deleted) and the new 3: position 1 starts at 2, taken; 3 is kept by n1 → 4.
    expect(later.body.items[0]).toMatchObject({ code: '4' });
  });

  it('refuses an answer placed directly under a question, and a grid question past 20', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const q = (await batch(id, [question('q')])).body.items[0].id;
    const response = await batch(id, [{ action: 'post', kind: 'answer', client_ref: 'a', parent: { id: q } }]);
    expect(response.status).toBe(400);
    expect(response.body.error.details[0]).toMatchObject({ index: 0, code: 'parent', message: 'An answer cannot be placed under a question (allowed: answer group)' });
    const grid = await batch(id, [{ action: 'post', kind: 'grid', client_ref: 'g' }, ...Array.from({ length: 21 }, (_, i) => ({ ...question(`g${i}`), parent: { index: 0 } }))]);
    expect(grid.body.error.details).toEqual([expect.objectContaining({ index: 21, message: expect.stringContaining('at most 20 questions') })]);
  });

  it('patches only the fields sent, moves between parents, and refuses unknown ids', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const created = await batch(id, [
      { action: 'post', kind: 'group', client_ref: 'g' },
      question('q', { question_type: 'single', default_language_data: { question_text: 'Hi' } }),
    ]);
    const [g, q] = created.body.items.map((item: any) => item.id);
    const patched = await batch(id, [{ action: 'patch', id: q, parent: { id: g }, fields: { required: false } }]);
    expect(patched.body.items[0]).toMatchObject({ action: 'patch', id: q, parent: { id: g, kind: 'group' } });
    expect((await rows(id)).find((row) => row.id === q)).toMatchObject({ parent: { id: g, kind: 'group' }, required: false, question_type: 'single', default_language_data: { question_text: 'Hi' } });
    const missing = await batch(id, [{ action: 'patch', id: '00000000-0000-4000-8000-000000000000', fields: { required: true } }]);
    expect(missing.body.error.details[0]).toMatchObject({ index: 0, code: 'not_found' });
    const cycle = await batch(id, [{ action: 'patch', id: g, parent: { id: q } }]);
    expect(cycle.body.error.details[0].code).toBe('parent');
  });

  it('bumps the revision by one per write and sends it as the ETag', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const write = await batch(id, [question('q')]);
    expect(write.body.revision).toBe(2);
    expect(write.headers.etag).toBe('"2"');
    const read = await suite.server.call('GET', `/admin/api/surveys/${id}/components`, { token: suite.admin });
    expect(read.body.revision).toBe(2);
    expect(read.headers.etag).toBe('"2"');
    const unchanged = await suite.server.call('GET', `/admin/api/surveys/${id}/components`, { token: suite.admin, headers: { 'if-none-match': '"2"' } });
    expect(unchanged.status).toBe(304);
    const second = await batch(id, [{ action: 'patch', id: write.body.items[0].id, fields: { hidden: true } }]);
    expect(second.headers.etag).toBe('"3"');
  });

  it('keeps conditional texts on /components/temp and routing on /routes', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const q = (await batch(id, [question('q')])).body.items[0].id;
    const text = await batch(id, [{ action: 'post', kind: 'conditional_text', client_ref: 'ct', parent: { id: q }, fields: { default_language_data: { text: 'Hello' } } }], 'components/temp');
    expect(text.status).toBe(200);
    expect((await rows(id, 'components/temp')).map((row) => row.kind)).toEqual(['conditional_text']);
    const wrong = await batch(id, [question('q2')], 'components/temp');
    expect(wrong.body.error.details[0]).toMatchObject({ code: 'kind', message: expect.stringContaining('/components/temp') });
    const routing = await batch(id, [
      { action: 'post', kind: 'routing_page', client_ref: 'p' },
      { action: 'post', kind: 'routing_item', client_ref: 'i', parent: { index: 0 }, fields: { item_id: q, item_kind: 'question' } },
    ], 'routes');
    expect(routing.status).toBe(200);
    // A new survey starts with a page of its own; the batch added the second.
    expect((await rows(id, 'routes')).map((row) => row.kind).sort()).toEqual(['routing_item', 'routing_page', 'routing_page']);
    expect((await rows(id)).map((row) => row.kind).sort()).toEqual(['conditional_text', 'question']);
    expect((await batch(id, [question('q3')], 'routes')).status).toBe(400);
  });

  it('refuses a batch above 5,000 items with 413 naming the cap, and a body that is not an array', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const huge = await batch(id, Array.from({ length: 5001 }, (_, i) => ({ action: 'delete', id: `x${i}` })));
    expect(huge.status).toBe(413);
    expect(huge.body.error).toMatchObject({ code: 'batch_too_large', message: expect.stringContaining('5000') });
    expect((await batch(id, { items: [] })).status).toBe(400);
  });

  it('lets owner and write change components; read gets 403, others 404, no token 401', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const { reader, writer, stranger } = await readerWriterStranger(suite.server, suite.admin, id);
    expect((await suite.server.call('GET', `/admin/api/surveys/${id}/components`, { token: reader.token })).status).toBe(200);
    expect((await batch(id, [question('r')], 'components', reader.token)).status).toBe(403);
    expect((await batch(id, [question('w')], 'components', writer.token)).status).toBe(200);
    expect((await batch(id, [question('s')], 'components', stranger.token)).status).toBe(404);
    expect((await suite.server.call('GET', `/admin/api/surveys/${id}/routes`, { token: stranger.token })).status).toBe(404);
    expect((await suite.server.call('POST', `/admin/api/surveys/${id}/components`, { body: [] })).status).toBe(401);
  });
});
