import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { publishedSurveys } from '../../db/schema';
import { backends, serverSuite } from '../../testing/harness';
import { publishableSurvey } from '../../testing/publishable-survey';
import { newSurvey, readerWriterStranger } from '../../testing/users';

describe.each(backends)('published versions on %s', (backend) => {
  const suite = serverSuite(backend);

  const published = (surveyId: string, token = suite.admin) => suite.server.call('GET', `/admin/api/surveys/${surveyId}/published`, { token });
  const publish = (surveyId: string, body: unknown = {}, token = suite.admin) =>
    suite.server.call('POST', `/admin/api/surveys/${surveyId}/published`, { token, body });
  const setActive = (surveyId: string, body: unknown, token = suite.admin) =>
    suite.server.call('PUT', `/admin/api/surveys/${surveyId}/published/active`, { token, body });
  const survey = async (surveyId: string) => (await suite.server.call('GET', `/admin/api/surveys/${surveyId}`, { token: suite.admin })).body.survey;
  const batch = (surveyId: string, list: 'components' | 'routes', items: readonly unknown[]) =>
    suite.server.call('POST', `/admin/api/surveys/${surveyId}/${list}`, { token: suite.admin, body: items });
  const snapshotOf = async (surveyId: string, version: number) => {
    const [row] = await suite.server.ctx.db.select({ snapshot: publishedSurveys.snapshot }).from(publishedSurveys)
      .where(and(eq(publishedSurveys.survey_id, surveyId), eq(publishedSurveys.version, version)));
    return JSON.parse(row!.snapshot) as { survey: Record<string, unknown>; components: unknown[]; routes: unknown[] };
  };

  /** A new survey holding the publishable survey; returns its id and each cid's server id. */
  async function publishable() {
    const id = await newSurvey(suite.server, suite.admin);
    const built = publishableSurvey();
    const components = await batch(id, 'components', built.components);
    const routes = await batch(id, 'routes', built.routes);
    expect([components.status, routes.status]).toEqual([200, 200]);
    const ids = Object.fromEntries([...components.body.items, ...routes.body.items].map((item: any) => [item.client_ref, item.id])) as Record<string, string>;
    const idOf = (ref: keyof typeof built.refs) => ids[built.refs[ref]]!;
    return { id, refs: built.refs, idOf };
  }

  it('refuses to publish an empty survey, listing the critical findings, and writes nothing', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const refused = await publish(id);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'critical_findings', message: expect.stringMatching(/cannot be published while \d+ critical problems stand/) });
    const findings = refused.body.error.details as any[];
    // A new survey starts with a page (#13): its routing lacks questions and exits, not pages.
    expect(findings.map((f) => f.code)).toEqual(expect.arrayContaining(['no_questions', 'no_complete_exit', 'no_closed_exit', 'routing_no_questions', 'routing_no_exits']));
    expect(findings.every((f) => f.level === 'critical' && f.item_id === null && typeof f.message === 'string')).toBe(true);
    expect((await published(id)).body.published_surveys).toEqual([]);
    expect(await survey(id)).toMatchObject({ revision: 1, deployment_info: { status: 'draft' } });
  });

  it('publishes the demo survey a new account receives as it stands, routing included', async () => {
    const list = await suite.server.call('GET', '/admin/api/surveys', { token: suite.admin });
    const demo = list.body.surveys.find((s: { title: string }) => s.title === 'Customer satisfaction (demo)');
    const made = await publish(demo.id);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.published_survey).toMatchObject({ version: 1 });
    expect(await survey(demo.id)).toMatchObject({ deployment_info: { status: 'test' } });
  });

  it('names the item of a critical finding by its server id, client_ref and name', async () => {
    const { id, refs, idOf } = await publishable();
    const broken = { kind: 'group', operator: 'and', items: [{ kind: 'condition', question_id: '00000000-0000-4000-8000-000000000000', negate: false, fn: 'answered', answers: [] }] };
    await batch(id, 'components', [{ action: 'patch', id: idOf('question'), fields: { visibility_condition: broken } }]);
    const refused = await publish(id);
    expect(refused.status).toBe(422);
    expect(refused.body.error.details).toEqual([{
      code: 'invalid_condition', level: 'critical', area: 'survey', message: expect.any(String),
      item_id: idOf('question'), item_kind: 'question', item_name: 'Q1', client_ref: refs.question,
    }]);
  });

  it('publishes version 1 of a draft as test, then version 2 as the active one and the survey live', async () => {
    const { id } = await publishable();
    const before = await survey(id);
    const first = await publish(id, { development_fields: { launch_languages: ['en'] } });
    expect(first.status).toBe(201);
    expect(first.body.published_survey).toEqual({
      version: 1, published_survey_id: expect.any(String), is_active: false,
      development_fields: { launch_languages: ['en'] }, created_by: expect.any(String), created_at: expect.any(String),
    });
    expect(first.body.revision).toBe(before.revision + 1);
    expect(first.headers.etag).toBe(`"${before.revision + 1}"`);
    expect((await survey(id)).deployment_info.status).toBe('test');

    const second = await publish(id, { development_fields: { launch_languages: ['en'], note: 'wave 2' }, set_active: true });
    expect(second.body.published_survey).toMatchObject({ version: 2, is_active: true, development_fields: { launch_languages: ['en'], note: 'wave 2' } });
    expect((await survey(id)).deployment_info.status).toBe('live');
    expect((await suite.server.call('GET', `/admin/api/surveys/${id}/published/active`, { token: suite.admin })).body).toEqual({ version: 2 });
    const list = (await published(id)).body.published_surveys;
    expect(list.map((v: any) => [v.version, v.is_active])).toEqual([[2, true], [1, false]]);
    expect(list[0].published_survey_id).not.toBe(list[1].published_survey_id);
  });

  it('takes set_active from development_fields too, without keeping it there', async () => {
    const { id } = await publishable();
    const response = await publish(id, { development_fields: { set_active: true } });
    expect(response.body.published_survey).toMatchObject({ version: 1, is_active: true, development_fields: { launch_languages: ['en'] } });
    expect(response.body.published_survey.development_fields).not.toHaveProperty('set_active');
    expect((await survey(id)).deployment_info.status).toBe('live');
  });

  it('freezes the live survey with published ids, and maps every component id to its published id', async () => {
    const { id, idOf } = await publishable();
    // A deleted answer (kept for the deleted-items toggle) is not part of what respondents get.
    await batch(id, 'components', [{ action: 'patch', id: idOf('old'), fields: { deleted: true } }]);
    const { published_survey_id: publishedId } = (await publish(id)).body.published_survey;
    const map = await suite.server.call('GET', `/admin/api/surveys/${id}/published/1/id-map`, { token: suite.admin });
    expect(map.status).toBe(200);
    expect(map.body).toMatchObject({ version: 1, published_survey_id: publishedId });
    const idMap = map.body.components as Record<string, string>;
    // The publishable survey's nine live components and the page every new survey starts with.
    expect(Object.keys(idMap)).toHaveLength(10);
    expect(idMap).not.toHaveProperty(idOf('old'));

    const snapshot = await snapshotOf(id, 1);
    expect(snapshot.survey).toMatchObject({ id: publishedId, admin_survey_id: id, version: 1, launch_languages: ['en'] });
    const records = [...(snapshot.components as any[]), ...(snapshot.routes as any[])];
    expect(records.map((r) => r.id).sort()).toEqual(Object.values(idMap).sort());
    const item1 = records.find((r) => r.id === idMap[idOf('item1')]);
    expect(item1).toMatchObject({ item_id: idMap[idOf('question')], parent: { id: idMap[idOf('page1')], kind: 'routing_page' } });
    // Two pages with an item each, and the starting page.
    expect(records.filter((r) => r.kind === 'routing_item' || r.kind === 'routing_page')).toHaveLength(5);
    // No designer id or cid is left in what respondents get.
    const text = JSON.stringify(snapshot.components) + JSON.stringify(snapshot.routes);
    for (const adminId of Object.keys(idMap)) expect(text).not.toContain(adminId);
  });

  it('keeps the published id of an unchanged component, moved or not, and gives a changed one a new id', async () => {
    const { id, idOf } = await publishable();
    await publish(id);
    await batch(id, 'components', [
      { action: 'patch', id: idOf('young'), fields: { default_language_data: { label: 'Under 30' } } },
      { action: 'patch', id: idOf('closed'), fields: { order: 0 } },
    ]);
    await publish(id);
    const [v1, v2] = await Promise.all([1, 2].map(async (v) =>
      (await suite.server.call('GET', `/admin/api/surveys/${id}/published/${v}/id-map`, { token: suite.admin })).body.components));
    expect(v2[idOf('young')]).not.toBe(v1[idOf('young')]);
    for (const kept of ['question', 'answerGroup', 'old', 'complete', 'closed', 'page1', 'item1'] as const) {
      expect(v2[idOf(kept)], kept).toBe(v1[idOf(kept)]);
    }
  });

  it('answers a publish resent under its Idempotency-Key with the version it made, not a new one', async () => {
    const { id } = await publishable();
    const send = (key: string, body: unknown = { set_active: false }) =>
      suite.server.call('POST', `/admin/api/surveys/${id}/published`, { token: suite.admin, body, headers: { 'idempotency-key': key } });
    const first = await send('publish-1');
    const again = await send('publish-1');
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.published_survey).toEqual(first.body.published_survey);
    expect((await published(id)).body.published_surveys).toHaveLength(1);
    expect((await send('publish-1', { set_active: true })).status).toBe(422);
    expect((await send('publish-2')).body.published_survey.version).toBe(2);
  });

  it('numbers concurrent publishes one after the other', async () => {
    const { id } = await publishable();
    const replies = await Promise.all([publish(id), publish(id), publish(id)]);
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(replies.map((r) => r.body.published_survey.version).sort()).toEqual([1, 2, 3]);
  });

  it('sets the active version, moving the survey live, and refuses an unknown or malformed one', async () => {
    const { id } = await publishable();
    await publish(id);
    await publish(id);
    const before = await survey(id);
    expect(before.deployment_info.status).toBe('test');
    const set = await setActive(id, { version: 1 });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ version: 1, revision: before.revision + 1 });
    expect((await survey(id)).deployment_info.status).toBe('live');
    expect((await published(id)).body.published_surveys.map((v: any) => v.is_active)).toEqual([false, true]);
    // The same again changes nothing.
    expect((await setActive(id, { version: 1 })).body.revision).toBe(before.revision + 1);

    expect((await setActive(id, { version: 9 })).status).toBe(404);
    const malformed = await setActive(id, { version: 'two' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toContain('version');
    expect((await suite.server.call('GET', `/admin/api/surveys/${id}/published/9/id-map`, { token: suite.admin })).status).toBe(404);
    const badPath = await suite.server.call('GET', `/admin/api/surveys/${id}/published/first/id-map`, { token: suite.admin });
    expect(badPath.status).toBe(400);
    expect(badPath.body.error.message).toContain('version');
  });

  it('launches in the languages asked for, the default among them, and names the field otherwise', async () => {
    const { id } = await publishable();
    await suite.server.call('PATCH', `/admin/api/surveys/${id}`, { token: suite.admin, body: { additional_languages: ['fr', 'de'] } });
    const unknown = await publish(id, { development_fields: { launch_languages: ['en', 'es'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/development_fields\.launch_languages: es is not a language of this survey/);
    const noDefault = await publish(id, { development_fields: { launch_languages: ['fr'] } });
    expect(noDefault.status).toBe(400);
    expect(noDefault.body.error.message).toContain('must include the default language en');
    const badType = await publish(id, { set_active: 'yes' });
    expect(badType.status).toBe(400);
    expect(badType.body.error.message).toContain('set_active');
    expect((await published(id)).body.published_surveys).toEqual([]);

    const ok = await publish(id, { development_fields: { launch_languages: ['de', 'en'] } });
    expect(ok.status).toBe(201);
    expect(ok.body.published_survey.development_fields.launch_languages).toEqual(['en', 'de']);
  });

  it('lets readers list versions but only owner or write publish; others do not see the survey', async () => {
    const { id } = await publishable();
    await publish(id);
    const { reader, writer, stranger } = await readerWriterStranger(suite.server, suite.admin, id);

    expect((await published(id, reader.token)).status).toBe(200);
    expect((await suite.server.call('GET', `/admin/api/surveys/${id}/published/1/id-map`, { token: reader.token })).status).toBe(200);
    expect((await publish(id, {}, reader.token)).status).toBe(403);
    expect((await setActive(id, { version: 1 }, reader.token)).status).toBe(403);
    expect((await publish(id, {}, writer.token)).status).toBe(201);
    expect((await setActive(id, { version: 1 }, writer.token)).status).toBe(200);
    for (const response of [
      await published(id, stranger.token),
      await publish(id, {}, stranger.token),
      await setActive(id, { version: 1 }, stranger.token),
      await suite.server.call('GET', `/admin/api/surveys/${id}/published/active`, { token: stranger.token }),
    ]) expect(response.status).toBe(404);
    expect((await suite.server.call('GET', `/admin/api/surveys/${id}/published`)).status).toBe(401);
  });
});
