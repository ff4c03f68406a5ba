import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { publishedSurveys } from '../db/schema';
import { backends, serverSuite } from '../testing/harness';
import { publishableSurvey } from '../testing/publishable-survey';
import { newSurvey } from '../testing/users';
import { fieldedVersionOf } from './fielded-version';
import { QuotaPlans } from './quota-plans';

describe.each(backends)('quota plans on %s', (backend) => {
  const suite = serverSuite(backend);
  const call = (method: 'POST' | 'GET', url: string, body?: unknown) => suite.server.call(method, url, { token: suite.admin, body });

  async function versionOf(surveyId: string, version: number) {
    const [row] = await suite.server.ctx.db.select({ snapshot: publishedSurveys.snapshot }).from(publishedSurveys)
      .where(and(eq(publishedSurveys.survey_id, surveyId), eq(publishedSurveys.version, version)));
    return fieldedVersionOf(row!.snapshot);
  }

  it('keys a definition by its design id, the same in a later version that changed it', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const built = publishableSurvey();
    const refs = { quota: randomUUID(), group: randomUUID(), definition: randomUUID() };
    const post = (kind: string, clientRef: string, fields: object, parent?: number) =>
      ({ action: 'post', kind, client_ref: clientRef, ...(parent === undefined ? {} : { parent: { index: parent } }), fields });
    const made = await call('POST', `/admin/api/surveys/${id}/components`, [
      ...built.components,
      post('quota', refs.quota, { description: 'Ages' }),
      post('quota_group', refs.group, { single_selection_method: 'least_fill' }, built.components.length),
      post('quota_definition', refs.definition, { code: 'YOUNG', label: 'Young', target: 50 }, built.components.length + 1),
    ]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await call('POST', `/admin/api/surveys/${id}/routes`, built.routes)).status).toBe(200);
    const designId = (made.body.items as { client_ref: string; id: string }[]).find((item) => item.client_ref === refs.definition)!.id;
    expect((await call('POST', `/admin/api/surveys/${id}/published`, {})).status).toBe(201);
    await call('POST', `/admin/api/surveys/${id}/components`, [{ action: 'patch', id: designId, fields: { target: 80 } }]);
    expect((await call('POST', `/admin/api/surveys/${id}/published`, {})).status).toBe(201);

    const plans = new QuotaPlans(suite.server.ctx.db);
    const [v1, v2] = [await versionOf(id, 1), await versionOf(id, 2)];
    const [cell1] = [...(await plans.get(id, 1, v1.components)).cells.values()];
    const [cell2] = [...(await plans.get(id, 2, v2.components)).cells.values()];
    expect(cell1).toMatchObject({ designId, code: 'YOUNG', target: 50 });
    expect(cell2).toMatchObject({ designId, code: 'YOUNG', target: 80 });
    // The edited definition has a new published id: only the design id carries its count over.
    expect(cell2!.id).not.toBe(cell1!.id);
    expect(await plans.get(id, 2, [])).toBe(await plans.get(id, 2, v2.components));
    await expect(plans.get(id, 3, v2.components)).rejects.toThrow(`Survey ${id} has no published version 3`);
  });
});
