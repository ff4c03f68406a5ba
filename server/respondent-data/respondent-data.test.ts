// The respondent data service through the real app: a survey published and taken at its link
// (complete, screened, incomplete), then each query and mutation of the SDL on both engines.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema';
import { contactEvents } from '../db/region-schema';
import { eq } from 'drizzle-orm';
import { backends, serverSuite } from '../testing/harness';
import { graphql, publishFixture, takeSurvey, type PublishedFixture } from '../testing/respondent-data';

const page = `query Page($surveyId: ID!, $first: Int, $after: String, $filter: RespondentFilter, $order: RespondentOrder) {
  respondents(surveyId: $surveyId, first: $first, after: $after, filter: $filter, order: $order) {
    totalCount
    edges { cursor node { id status screenedReason isTest version languageId createdAt
      answers { questionId designQuestionId designAnswerGroupId codes text } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

describe.each(backends)('respondent data service on %s', (backend) => {
  const suite = serverSuite(backend);
  let fixture: PublishedFixture;
  const q = (query: string, variables: Record<string, unknown> = {}) => graphql(suite.server, suite.admin, query, variables);
  const ref = (name: keyof PublishedFixture['built']['refs']) => fixture.designIds[fixture.built.refs[name]]!;

  beforeAll(async () => {
    fixture = await publishFixture(suite.server, suite.admin);
    await takeSurvey(suite.server, fixture.surveyId, ['1', null]); // Young, Page 3 blank → complete
    await takeSurvey(suite.server, fixture.surveyId, ['2', '2']); // Old, no coffee → screened
    await takeSurvey(suite.server, fixture.surveyId, ['2']); // Old, stopped on Page 2 → incomplete
  }, 120_000);

  it('pages respondents newest first with their total, answers under published and design ids', async () => {
    const first = await q(page, { surveyId: fixture.surveyId, first: 2 });
    expect(first.errors).toBeUndefined();
    const connection = first.data.respondents;
    expect(connection.totalCount).toBe(3);
    expect(connection.edges.map((e: any) => e.node.status)).toEqual(['incomplete', 'screened']);
    expect(connection.pageInfo.hasNextPage).toBe(true);
    const screened = connection.edges[1].node;
    expect(screened.answers).toEqual(expect.arrayContaining([
      expect.objectContaining({ questionId: fixture.idMap[ref('q1')], designQuestionId: ref('q1'), designAnswerGroupId: ref('ag1'), codes: ['2'] }),
      expect.objectContaining({ designQuestionId: ref('q2'), codes: ['2'] }),
    ]));
    const rest = await q(page, { surveyId: fixture.surveyId, first: 2, after: connection.pageInfo.endCursor });
    expect(rest.data.respondents.edges.map((e: any) => e.node.status)).toEqual(['complete']);
    expect(rest.data.respondents.pageInfo).toEqual({ hasNextPage: false, endCursor: rest.data.respondents.edges[0].cursor });
    const oldest = await q(page, { surveyId: fixture.surveyId, order: 'oldest_first' });
    expect(oldest.data.respondents.edges.map((e: any) => e.node.status)).toEqual(['complete', 'screened', 'incomplete']);
  });

  it('filters by status, kind, version, dates, language and answered (a design question id)', async () => {
    const statuses = async (filter: object) => (await q(page, { surveyId: fixture.surveyId, filter })).data.respondents.edges.map((e: any) => e.node.status).sort();
    expect(await statuses({ status: ['complete', 'screened'] })).toEqual(['complete', 'screened']);
    expect(await statuses({ kind: 'test' })).toEqual([]);
    expect(await statuses({ kind: 'live', versions: [1], languages: ['en'] })).toEqual(['complete', 'incomplete', 'screened']);
    expect(await statuses({ versions: [2] })).toEqual([]);
    expect(await statuses({ answered: [{ questionId: ref('q2'), answered: true }] })).toEqual(['screened']);
    expect(await statuses({ answered: [{ questionId: ref('q2'), answered: false }] })).toEqual(['complete', 'incomplete']);
    // The condition builder names questions by cid (the draft's id): the same question.
    expect(await statuses({ answered: [{ questionId: fixture.built.refs.q2, answered: true }] })).toEqual(['screened']);
    expect(await statuses({ from: '2000-01-01T00:00:00Z', to: '2000-01-02T00:00:00+01:00' })).toEqual([]);
    const bad = await q(page, { surveyId: fixture.surveyId, filter: { from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'bad_input', argument: 'filter.to' });
  });

  it('refuses pages over 50, bad cursors, and queries too deep or too costly', async () => {
    const big = await q(page, { surveyId: fixture.surveyId, first: 51 });
    expect(big.errors?.[0]?.extensions).toMatchObject({ code: 'bad_input', argument: 'first' });
    const cursor = await q(page, { surveyId: fixture.surveyId, after: 'not-a-cursor' });
    expect(cursor.errors?.[0]?.extensions).toMatchObject({ code: 'bad_input', argument: 'after' });
    const deep = await q(`{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }`);
    expect(deep.errors?.[0]?.extensions.code).toBe('too_complex');
    const aliases = Array.from({ length: 21 }, (_, i) => `a${i}: emailStats(surveyId: "${fixture.surveyId}") { count }`).join(' ');
    const wide = await q(`{ ${aliases} }`);
    expect(wide.errors?.[0]?.extensions.code).toBe('too_complex');
    const costly = Array.from({ length: 20 }, (_, i) => `r${i}: respondents(surveyId: "${fixture.surveyId}") { edges { node { answers { questionId answerGroupId codes text date numeric } } } }`).join(' ');
    const heavy = await q(`{ ${costly} }`);
    expect(heavy.errors?.[0]?.extensions.code).toBe('too_complex');
    expect(heavy.data).toBeNull();
  });

  it('exports pages of up to 1,000, oldest first, with the same filter and cursors; 1,001 is refused', async () => {
    const exportPage = `query($s: ID!, $first: Int, $after: String, $filter: RespondentFilter) {
      respondentExport(surveyId: $s, first: $first, after: $after, filter: $filter) { totalCount edges { node { status answers { designQuestionId codes } } } pageInfo { hasNextPage endCursor } } }`;
    const all = await q(exportPage, { s: fixture.surveyId });
    expect(all.errors).toBeUndefined();
    expect(all.data.respondentExport.edges.map((e: any) => e.node.status)).toEqual(['complete', 'screened', 'incomplete']);
    expect(all.data.respondentExport.pageInfo.hasNextPage).toBe(false);
    const first = await q(exportPage, { s: fixture.surveyId, first: 2 });
    const rest = await q(exportPage, { s: fixture.surveyId, first: 1000, after: first.data.respondentExport.pageInfo.endCursor });
    expect(rest.data.respondentExport.edges.map((e: any) => e.node.status)).toEqual(['incomplete']);
    const filtered = await q(exportPage, { s: fixture.surveyId, filter: { status: ['screened'] } });
    expect(filtered.data.respondentExport).toMatchObject({ totalCount: 1, edges: [{ node: { status: 'screened' } }] });
    const big = await q(exportPage, { s: fixture.surveyId, first: 1001 });
    expect(big.errors?.[0]?.extensions).toMatchObject({ code: 'bad_input', argument: 'first' });
    expect(big.errors?.[0]?.message).toBe('first: must be 1 to 1000 (got 1001)');
  });

  it('reads one respondent, counts per survey, and progress in today\'s period', async () => {
    const ids = (await q(page, { surveyId: fixture.surveyId })).data.respondents.edges.map((e: any) => e.node.id);
    const one = await q(`query($s: ID!, $id: ID!) { respondent(surveyId: $s, id: $id) { id status quotaValues { quotaId definitionCodes } uploadData { name } } }`, { s: fixture.surveyId, id: ids[2] });
    expect(one.data.respondent).toMatchObject({ id: ids[2], status: 'complete', uploadData: [] });
    expect(one.data.respondent.quotaValues).toEqual([{ quotaId: expect.any(String), definitionCodes: ['young'] }]);
    const missing = await q(`query($s: ID!) { respondent(surveyId: $s, id: "${randomUUID()}") { id } }`, { s: fixture.surveyId });
    expect(missing.data.respondent).toBeNull();
    const counts = await q(`query($s: [ID!]!) { counts(surveyIds: $s) { surveyId total complete screened incomplete quotaFull notStarted test } }`, { s: [fixture.surveyId] });
    expect(counts.data.counts).toEqual([{ surveyId: fixture.surveyId, total: 3, complete: 1, screened: 1, incomplete: 1, quotaFull: 0, notStarted: 0, test: 0 }]);
    const progress = await q(`query($s: ID!) { progress(surveyId: $s, timeZone: "Europe/London") { grouping periods { start complete incomplete screened quotaFull } } }`, { s: fixture.surveyId });
    const periods = progress.data.progress.periods;
    expect(periods).toHaveLength(7);
    expect(periods.at(-1)).toMatchObject({ complete: 1, incomplete: 1, screened: 1, quotaFull: 0 });
    expect(periods.slice(0, 6).every((p: any) => p.complete + p.incomplete + p.screened === 0)).toBe(true);
    const hourly = await q(`query($s: ID!) { progress(surveyId: $s, grouping: hour) { periods { complete } } }`, { s: fixture.surveyId });
    expect(hourly.data.progress.periods.at(-1).complete).toBe(1);
    const zone = await q(`query($s: ID!) { progress(surveyId: $s, timeZone: "Mars/Olympus") { grouping } }`, { s: fixture.surveyId });
    expect(zone.errors?.[0]?.extensions).toMatchObject({ code: 'bad_input', argument: 'timeZone' });
  });

  it('lists quotas with target, exact count, criteria in words and the criteria count', async () => {
    const quotas = await q(`query($s: ID!) { quotas(surveyId: $s) { description groups { selectionMethod definitions { id code target count criteria criteriaCount } } } }`, { s: fixture.surveyId });
    expect(quotas.errors).toBeUndefined();
    expect(quotas.data.quotas).toEqual([{
      description: 'Ages',
      groups: [{ selectionMethod: 'all', definitions: [{ id: fixture.quotaDefinitionId, code: 'young', target: 5, count: 1, criteria: 'Q1 is 1', criteriaCount: 1 }] }],
    }]);
  });

  it('names the columns of the active version and the longest texts', async () => {
    const headers = await q(`query($s: ID!) { headerNames(surveyId: $s) { name questionId answerGroupId valueKind valueLabels { code label } } }`, { s: fixture.surveyId });
    expect(headers.data.headerNames).toEqual([
      { name: 'Q1', questionId: ref('q1'), answerGroupId: ref('ag1'), valueKind: 'code', valueLabels: [{ code: '1', label: 'Young' }, { code: '2', label: 'Old' }] },
      { name: 'Q2', questionId: ref('q2'), answerGroupId: ref('ag2'), valueKind: 'code', valueLabels: [{ code: '1', label: 'Yes' }, { code: '2', label: 'No' }] },
      { name: 'Q3', questionId: ref('q3'), answerGroupId: ref('ag3'), valueKind: 'text', valueLabels: [] },
    ]);
    const widths = await q(`query($s: ID!) { textWidths(surveyId: $s) { questionId kind maxBytes } }`, { s: fixture.surveyId });
    expect(widths.data.textWidths).toEqual([]);
  });

  it('corrects a respondent: answers replaced, status screened with reason Manual, audited; bad codes named', async () => {
    const [target] = (await q(page, { surveyId: fixture.surveyId, filter: { status: ['incomplete'] } })).data.respondents.edges;
    const update = `mutation($s: ID!, $id: ID!, $u: RespondentUpdate!) { updateRespondent(surveyId: $s, id: $id, update: $u) { status screenedReason answers { designQuestionId codes text } } }`;
    const edited = await q(update, { s: fixture.surveyId, id: target.node.id, u: { answers: [
      { questionId: ref('q1'), answerGroupId: ref('ag1'), codes: ['1'] },
      { questionId: fixture.idMap[ref('q3')], answerGroupId: fixture.idMap[ref('ag3')], text: 'Zoë ☕' },
    ] } });
    expect(edited.errors).toBeUndefined();
    expect(edited.data.updateRespondent).toEqual({ status: 'screened', screenedReason: 'Manual', answers: expect.arrayContaining([
      { designQuestionId: ref('q1'), codes: ['1'], text: null }, { designQuestionId: ref('q3'), codes: null, text: 'Zoë ☕' },
    ]) });
    const widths = await q(`query($s: ID!) { textWidths(surveyId: $s) { questionId kind maxBytes } }`, { s: fixture.surveyId });
    expect(widths.data.textWidths).toEqual([{ questionId: ref('q3'), kind: 'text', maxBytes: 8 }]);
    const wrong = await q(update, { s: fixture.surveyId, id: target.node.id, u: { answers: [{ questionId: ref('q1'), answerGroupId: ref('ag1'), codes: ['9'] }] } });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'bad_input', argument: 'update.answers[0].codes', questionId: fixture.idMap[ref('q1')] });
    expect(wrong.errors?.[0]?.message).toContain('Q1: code 9 is not one of 1, 2');
    const typed = await q(update, { s: fixture.surveyId, id: target.node.id, u: { answers: [{ questionId: ref('q3'), answerGroupId: ref('ag3'), numeric: 3 }] } });
    expect(typed.errors?.[0]?.extensions).toMatchObject({ code: 'bad_input', argument: 'update.answers[0].numeric' });
    const audited = await suite.server.ctx.db.select().from(auditEvents).where(eq(auditEvents.endpoint, 'respondent_data.graphql.updateRespondent'));
    expect(audited.filter((row) => row.survey_id === fixture.surveyId)).toHaveLength(1);
  });

  it('deletes a respondent once; the second time it is not found', async () => {
    await takeSurvey(suite.server, fixture.surveyId, ['2']);
    const [newest] = (await q(page, { surveyId: fixture.surveyId, first: 1 })).data.respondents.edges;
    const remove = `mutation($s: ID!, $id: ID!) { deleteRespondent(surveyId: $s, id: $id) }`;
    expect((await q(remove, { s: fixture.surveyId, id: newest.node.id })).data.deleteRespondent).toBe(newest.node.id);
    const again = await q(remove, { s: fixture.surveyId, id: newest.node.id });
    expect(again.errors?.[0]?.extensions.code).toBe('not_found');
  });

  it('creates contacts trimmed, with a launch language or the default, pages the on-hold ones and sets their status', async () => {
    const one = await q(`mutation($s: ID!, $c: ContactInput!) { createContact(surveyId: $s, contact: $c) { id email firstName language fields status } }`,
      { s: fixture.surveyId, c: { email: '  Ann@Example.TEST ', firstName: '  Ann ', language: 'fr', fields: { city: ' Leeds ' } } });
    expect(one.errors).toBeUndefined();
    expect(one.data.createContact).toMatchObject({ email: 'ann@example.test', firstName: 'Ann', language: 'en', fields: { city: 'Leeds' }, status: 'on_hold' });
    const batch = await q(`mutation($s: ID!, $c: [ContactInput!]!) { createContacts(surveyId: $s, contacts: $c) { email } }`,
      { s: fixture.surveyId, c: [{ email: 'bo@example.test' }, { email: 'cy@example.test' }] });
    expect(batch.data.createContacts).toEqual([{ email: 'bo@example.test' }, { email: 'cy@example.test' }]);
    const again = await q(`mutation($s: ID!, $c: [ContactInput!]!) { createContacts(surveyId: $s, contacts: $c) { email } }`,
      { s: fixture.surveyId, c: [{ email: 'new@example.test' }, { email: 'ANN@example.test' }] });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'bad_input', argument: 'contacts[1].email' });
    const notEmail = await q(`mutation($s: ID!, $c: ContactInput!) { createContact(surveyId: $s, contact: $c) { id } }`, { s: fixture.surveyId, c: { email: 'nobody' } });
    expect(notEmail.errors?.[0]?.extensions).toMatchObject({ code: 'bad_input', argument: 'contact.email' });

    const held = `query($s: ID!, $after: String) { onHoldContacts(surveyId: $s, first: 2, after: $after) { totalCount edges { node { id email } } pageInfo { hasNextPage endCursor } } }`;
    const first = await q(held, { s: fixture.surveyId });
    expect(first.data.onHoldContacts.totalCount).toBe(3);
    const rest = await q(held, { s: fixture.surveyId, after: first.data.onHoldContacts.pageInfo.endCursor });
    expect(rest.data.onHoldContacts.pageInfo.hasNextPage).toBe(false);
    // Oldest first; one batch shares its creation instant, so its order within is by id.
    const emails = [...first.data.onHoldContacts.edges, ...rest.data.onHoldContacts.edges].map((e: any) => e.node.email);
    expect(emails[0]).toBe('ann@example.test');
    expect(emails.slice(1).sort()).toEqual(['bo@example.test', 'cy@example.test']);

    const contactId = one.data.createContact.id;
    const set = await q(`mutation($s: ID!, $c: ID!) { updateUploadDatum(surveyId: $s, contactId: $c, contactStatus: "live") { status } }`, { s: fixture.surveyId, c: contactId });
    expect(set.data.updateUploadDatum.status).toBe('live');
    const bad = await q(`mutation($s: ID!, $c: ID!) { updateUploadDatum(surveyId: $s, contactId: $c, contactStatus: "asleep") { status } }`, { s: fixture.surveyId, c: contactId });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'bad_input', argument: 'contactStatus' });
    expect((await q(held, { s: fixture.surveyId })).data.onHoldContacts.totalCount).toBe(2);

    // E-mail events are written by the e-mail webhook (not yet built): stored here as it will store them.
    const db = (await suite.server.ctx.regions.get('uk')).db;
    await db.insert(contactEvents).values([
      { contact_id: contactId, admin_survey_id: fixture.surveyId, timestamp: new Date('2026-01-01T10:00:00Z'), event_name: 'delivered' },
      { contact_id: contactId, admin_survey_id: fixture.surveyId, timestamp: new Date('2026-01-01T11:00:00Z'), event_name: 'open', event_detail: 'phone' },
    ]);
    const history = await q(`query($s: ID!, $c: ID!) { contactHistory(surveyId: $s, contactId: $c) { eventName eventDetail timestamp } }`, { s: fixture.surveyId, c: contactId });
    expect(history.data.contactHistory).toEqual([
      { eventName: 'delivered', eventDetail: null, timestamp: '2026-01-01T10:00:00.000Z' },
      { eventName: 'open', eventDetail: 'phone', timestamp: '2026-01-01T11:00:00.000Z' },
    ]);
    const stats = await q(`query($s: ID!) { emailStats(surveyId: $s) { eventName count } }`, { s: fixture.surveyId });
    expect(stats.data.emailStats).toEqual([{ eventName: 'delivered', count: 1 }, { eventName: 'open', count: 1 }]);
  });

  it('reports usage and finds no duplicates without a unique data collector', async () => {
    const usage = await q(`query($s: [ID!]!) { usage(surveyIds: $s, from: "2000-01-01T00:00:00Z", to: "2100-01-01T00:00:00Z") { surveyId completes respondents } }`, { s: [fixture.surveyId] });
    expect(usage.data.usage).toEqual([{ surveyId: fixture.surveyId, completes: 1, respondents: expect.any(Number) }]);
    const duplicates = await q(`query($s: ID!) { duplicateChecks(surveyId: $s) { name value respondentIds } }`, { s: fixture.surveyId });
    expect(duplicates.data.duplicateChecks).toEqual([]);
  });
});
