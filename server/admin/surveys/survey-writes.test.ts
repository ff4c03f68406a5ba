import { describe, expect, it } from 'vitest';
import { backends, serverSuite } from '../../testing/harness';
import { grant, newSurvey, readerWriterStranger, signInNewUser } from '../../testing/users';

describe.each(backends)('survey writes on %s', (backend) => {
  const suite = serverSuite(backend);

  const patch = (id: string, body: unknown, token = suite.admin) => suite.server.call('PATCH', `/admin/api/surveys/${id}`, { token, body });
  const get = (id: string, token = suite.admin) => suite.server.call('GET', `/admin/api/surveys/${id}`, { token });

  it('patches the survey as the client sends it, renaming it after its title and bumping the revision', async () => {
    const id = await newSurvey(suite.server, suite.admin, 'Before');
    const { survey } = (await get(id)).body;
    const { id: _id, location: _l, created_at: _ca, updated_at: _ua, created_by: _cb, updated_by: _ub, ...sendable } = survey;
    const response = await patch(id, { ...sendable, title: 'After', theme: { custom_css: 'body{}' } });
    expect(response.status).toBe(200);
    expect(response.body.survey).toMatchObject({ title: 'After', name: 'After', theme: { custom_css: 'body{}', title: '' }, access_level: 'owner', revision: 2 });
    expect(response.headers.etag).toBe('"2"');
  });

  it('refuses id, location and created/updated fields, naming them', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const response = await patch(id, { title: 'x', id, location: 'here', created_at: '2020-01-01T00:00:00Z' });
    expect(response.status).toBe(400);
    // One issue per field (the contract record's), each named in the message and the details.
    expect(response.body.error.details.map((d: any) => d.field)).toEqual(['id', 'location', 'created_at']);
    for (const field of ['id:', 'location:', 'created_at:']) expect(response.body.error.message).toContain(field);
    expect((await get(id)).body.survey.title).toBe('Test survey');
  });

  it('refuses invalid values naming the field', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const response = await patch(id, { privacy_config: { gdpr_url: 'javascript:alert(1)' } });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain('privacy_config.gdpr_url');
    expect((await patch(id, { colour: 'red' })).body.error.message).toContain('colour');
  });

  it('saves a status sent alone as { deployment_info: { status } }, and only known statuses', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const saved = await patch(id, { deployment_info: { status: 'test' } });
    expect(saved.status).toBe(200);
    expect(saved.body.survey).toMatchObject({ deployment_info: { status: 'test' }, title: 'Test survey' });
    expect((await patch(id, { deployment_info: { status: 'published' } })).status).toBe(400);
    expect((await patch(id, { region: 'eu' })).body.error.message).toContain('region');
  });

  it('lets write edit the survey but not read; hides it from others', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const { reader, writer, stranger } = await readerWriterStranger(suite.server, suite.admin, id);
    expect((await patch(id, { title: 'R' }, reader.token)).status).toBe(403);
    expect((await patch(id, { title: 'W' }, writer.token)).body.survey).toMatchObject({ title: 'W', access_level: 'write' });
    expect((await patch(id, { title: 'S' }, stranger.token)).status).toBe(404);
    expect((await suite.server.call('PATCH', `/admin/api/surveys/${id}`, { body: { title: 'N' } })).status).toBe(401);
  });

  it('duplicates a survey with its components under new ids, owned by the caller', async () => {
    const id = await newSurvey(suite.server, suite.admin, 'Original');
    const created = await suite.server.call('POST', `/admin/api/surveys/${id}/components`, {
      token: suite.admin,
      body: [
        { action: 'post', kind: 'question', client_ref: 'q', fields: { question_type: 'single' } },
        { action: 'post', kind: 'answer_group', client_ref: 'ag', parent: { index: 0 }, fields: { answer_group_type: 'single' } },
        { action: 'post', kind: 'answer', client_ref: 'a', parent: { index: 1 } },
      ],
    });
    const [q] = created.body.items.map((item: any) => item.id);
    await suite.server.call('POST', `/admin/api/surveys/${id}/routes`, {
      token: suite.admin,
      body: [{ action: 'post', kind: 'routing_page', client_ref: 'p' }, { action: 'post', kind: 'routing_item', client_ref: 'i', parent: { index: 0 }, fields: { item_id: q, item_kind: 'question' } }],
    });
    const reader = await signInNewUser(suite.server, suite.admin);
    await grant(suite.server, reader.id, id, 'read');
    const copy = await suite.server.call('POST', `/admin/api/surveys/${id}/duplicate`, { token: reader.token });
    expect(copy.status).toBe(201);
    expect(copy.body.survey).toMatchObject({ title: 'Original (copy)', access_level: 'owner', deployment_info: { status: 'draft' }, created_by: reader.id });
    const copyId = copy.body.survey.id;
    const rows = (await suite.server.call('GET', `/admin/api/surveys/${copyId}/components`, { token: reader.token })).body.components as any[];
    expect(rows.map((row) => row.kind).sort()).toEqual(['answer', 'answer_group', 'question']);
    const question = rows.find((row) => row.kind === 'question');
    expect(question.id).not.toBe(q);
    expect(rows.find((row) => row.kind === 'answer_group').parent).toEqual({ id: question.id, kind: 'question' });
    const routes = (await suite.server.call('GET', `/admin/api/surveys/${copyId}/routes`, { token: reader.token })).body.components as any[];
    expect(routes.find((row) => row.kind === 'routing_item').item_id).toBe(question.id);
  });

  it('deletes a survey for its owner or an admin only', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const writer = await signInNewUser(suite.server, suite.admin);
    await grant(suite.server, writer.id, id, 'write');
    expect((await suite.server.call('DELETE', `/admin/api/surveys/${id}`, { token: writer.token })).status).toBe(403);
    expect((await suite.server.call('DELETE', `/admin/api/surveys/${id}`, { token: suite.admin })).status).toBe(204);
    expect((await get(id)).status).toBe(404);
    expect((await suite.server.call('GET', `/admin/api/surveys/${id}`, { token: writer.token })).status).toBe(404);
  });

  it('reads and merges the survey settings, bumping the revision', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    expect((await suite.server.call('GET', `/admin/api/surveys/${id}/settings`, { token: suite.admin })).body).toEqual({ settings: {}, revision: 1 });
    await suite.server.call('PATCH', `/admin/api/surveys/${id}/settings`, { token: suite.admin, body: { settings: { progress_bar: true, back_button: false } } });
    const merged = await suite.server.call('PATCH', `/admin/api/surveys/${id}/settings`, { token: suite.admin, body: { settings: { back_button: null, theme_mode: 'dark' } } });
    expect(merged.body).toEqual({ settings: { progress_bar: true, theme_mode: 'dark' }, revision: 3 });
    expect(merged.headers.etag).toBe('"3"');
    // A whole-survey PATCH echoing old development_fields leaves the settings alone.
    await patch(id, { development_fields: { settings: {}, project_id: null } });
    expect((await suite.server.call('GET', `/admin/api/surveys/${id}/settings`, { token: suite.admin })).body.settings).toEqual({ progress_bar: true, theme_mode: 'dark' });
  });
});
