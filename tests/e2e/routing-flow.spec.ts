// The Routing tab's flow view (#13): the routing drawn as a graph with its conditions in words,
// exits by status, an unreachable page greyed with its reason; a node chosen by mouse or keyboard
// selects it in the Routing questions view; it fits a phone's width.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './guide-page';
import { acceptAgreementIfShown, apiToken, signIn } from './support';

const auth = (token: string) => ({ Authorization: `Token ${token}` });

/**
 * Q1 (single: answers 1, 2) and Q2; complete and closed exits. Routing: a page with Q1; a group
 * whose first branch (Q1 is 1) shows a page with Q2 and whose second (Q1 is 2) skips it; a page
 * with the complete exit, which always ends the survey; then a page nothing can reach.
 */
async function seedFlow(request: APIRequestContext, token: string) {
  const created = await request.post('/admin/api/surveys', { headers: auth(token), data: { title: `Flow journey ${Date.now()}` } });
  expect(created.status(), await created.text()).toBe(201);
  const surveyId = (await created.json()).survey.id as string;
  const names = ['q1', 'ag1', 'a1', 'a2', 'q2', 'complete', 'closed', 'p1', 'i1', 'g', 'c1', 'c2', 'p2', 'i2', 'p3', 'i3', 'p4', 'i4'] as const;
  const ref = Object.fromEntries(names.map((name) => [name, randomUUID()])) as Record<(typeof names)[number], string>;
  const post = (kind: string, cid: string, fields: object = {}, parent?: number) =>
    ({ action: 'post', kind, client_ref: cid, ...(parent === undefined ? {} : { parent: { index: parent } }), fields });
  const text = (field: string, html: string) => ({ default_language_data: { [field]: html } });
  const q1Is = (answer: string) => ({ kind: 'group', operator: 'and', items: [{ kind: 'condition', question_id: ref.q1, negate: false, fn: 'answered', answers: [[answer]] }] });
  const components = [
    post('question', ref.q1, { order: 0, question_type: 'single', ...text('question_text', '<p>Do you drive?</p>') }),
    post('answer_group', ref.ag1, { answer_group_type: 'single' }, 0),
    post('answer', ref.a1, { order: 0, code: '1', ...text('label', 'Yes') }, 1),
    post('answer', ref.a2, { order: 1, code: '2', ...text('label', 'No') }, 1),
    post('question', ref.q2, { order: 1, question_type: 'numeric', ...text('question_text', '<p>How many cars?</p>') }),
    post('exit_block', ref.complete, { order: 2, terminate_status: 'complete', ...text('exit_text', '<p>Thank you</p>') }),
    post('exit_block', ref.closed, { order: 3, terminate_status: 'closed', ...text('exit_text', '<p>Closed</p>') }),
  ];
  const routes = [
    post('routing_page', ref.p1, { order: 10 }), // 0
    post('routing_item', ref.i1, { item_id: ref.q1, item_kind: 'question' }, 0),
    post('routing_group', ref.g, { order: 11 }), // 2
    post('routing_condition', ref.c1, { order: 0, condition: q1Is(ref.a1) }, 2), // 3
    post('routing_condition', ref.c2, { order: 1, condition: q1Is(ref.a2) }, 2),
    post('routing_page', ref.p2, { order: 0 }, 3), // 5
    post('routing_item', ref.i2, { item_id: ref.q2, item_kind: 'question' }, 5),
    post('routing_page', ref.p3, { order: 12 }), // 7
    post('routing_item', ref.i3, { item_id: ref.complete, item_kind: 'exit_block' }, 7),
    post('routing_page', ref.p4, { order: 13 }), // 9
    post('routing_item', ref.i4, { item_id: ref.closed, item_kind: 'exit_block' }, 9),
  ];
  const ids: Record<string, string> = {};
  for (const [list, items] of [['components', components], ['routes', routes]] as const) {
    const saved = await request.post(`/admin/api/surveys/${surveyId}/${list}`, { headers: auth(token), data: items });
    expect(saved.status(), await saved.text()).toBe(200);
    for (const item of (await saved.json()).items) ids[item.client_ref] = item.id;
  }
  return { surveyId, ref };
}

async function openFlow(page: Page, surveyId: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(`/surveys/${surveyId}/routing?view=flow`)}`);
  await signIn(page);
  await acceptAgreementIfShown(page);
  const flow = page.getByRole('region', { name: 'Routing flow', exact: true });
  await expect(flow.getByRole('button', { name: /^Page \d+\. Q1 · Do you drive\?/ })).toBeVisible();
  return flow;
}

test('the flow shows pages, branches in words, exits and an unreachable page, and selects what is chosen', async ({ page, request }) => {
  const admin = await apiToken(request);
  const { surveyId, ref } = await seedFlow(request, admin);
  const flow = await openFlow(page, surveyId);
  await expect(flow).toHaveAccessibleDescription(/Routing questions view, which lists the same flow as text/);

  // Branches tried top to bottom, in words; the second skips Q2's page.
  await flow.getByRole('button', { name: 'Fit the whole flow' }).click();
  await expect(flow.getByRole('button', { name: /^Group \d+\. 2 branches, the first that holds is followed/ })).toBeVisible();
  await expect(flow.getByText('If Q1 is 1', { exact: true })).toBeVisible();
  await expect(flow.getByText('Else if Q1 is 2', { exact: true })).toBeVisible();
  await expect(flow.getByText('Otherwise', { exact: true })).toBeVisible();
  await expect(flow.getByRole('img', { name: /^From Group \d+ to Page \d+: Else if Q1 is 2$/ })).toBeAttached();
  await expect(flow.getByRole('button', { name: /^Page \d+\. Q2 · How many cars\?/ })).toBeVisible();

  // Exits by status; the page after the one that always ends is greyed with its reason.
  await expect(flow.getByRole('button', { name: /^Ends: complete\. EB1 · Thank you/ })).toBeVisible();
  const unreachable = flow.getByRole('button', { name: /^Page \d+\. EB2 · Closed\. Unreachable\. Nothing leads here/ });
  await expect(unreachable).toBeVisible();
  await expect(unreachable.getByText('Unreachable: the step before always ends')).toBeVisible();
  await expect(unreachable).toHaveAttribute('title', /1 finding \(warning\): Page is unreachable/);
  expect(await seriousViolations(page, '.routing-flow')).toEqual([]);

  // A branch's condition selects its routing condition in the questions view.
  await flow.getByRole('button', { name: 'Branch condition: Else if Q1 is 2' }).click();
  await expect(page).toHaveURL(new RegExp(`item=${ref.c2}`));
  await page.goBack();

  // A click selects the page in the questions view.
  await flow.getByRole('button', { name: /^Page \d+\. Q2 · How many cars\?/ }).click();
  await expect(page).toHaveURL(new RegExp(`view=questions.*item=${ref.p2}|item=${ref.p2}.*view=questions`));

  // Back in the flow the selection is marked; Enter on a focused node chooses it.
  await page.goBack();
  const selected = flow.getByRole('button', { name: /^Page \d+\. Q2 · How many cars\?/ });
  await expect(selected).toHaveAttribute('aria-current', 'true');
  // The nodes follow the view switch in the tab order, in flow order (Start chooses nothing).
  await page.getByRole('radio', { name: 'Routing flow' }).focus();
  await page.keyboard.press('Tab');
  await expect(flow.getByRole('button', { name: /^Page 1\./ })).toBeFocused();
  const group = flow.getByRole('button', { name: /^Group \d+\./ });
  await group.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`item=${ref.g}`));
});

test('the flow fits a phone: the canvas takes the width, zoom and fit still work', async ({ page, request }) => {
  const admin = await apiToken(request);
  const { surveyId } = await seedFlow(request, admin);
  const flow = await openFlow(page, surveyId);
  await page.setViewportSize({ width: 320, height: 640 });
  await flow.getByRole('button', { name: 'Zoom out' }).click();
  await flow.getByRole('button', { name: 'Fit the whole flow' }).click();
  await expect(flow.getByRole('button', { name: /^Ends: complete/ })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  const canvas = await flow.locator('.routing-flow-canvas').boundingBox();
  expect(canvas!.x + canvas!.width).toBeLessThanOrEqual(320);
});
