// A page answered offline that the server refuses (issue 14 D): the browser's walk cannot know a
// data processor's result, so offline it hides a question that the result shows (and requires) on
// the server. Back online the queue stops at that page: it is drawn with the server's problem and
// the respondent's answers, the pages queued after it are not sent, and their answers fill in
// those pages when the respondent reaches them again. The server holds each answer once.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { EXIT_TEXTS } from '../../server/testing/fielded-survey';
import {
  openReadyForOffline, respondentTab, posted as post, pressNext as next, questionText as question, respondentsOf, surveyPublished, textField as text, type Posted,
} from './respondent-survey';

const DRINKS = ['tea', 'coffee', 'cocoa', 'juice', 'water'] as const;
const EMAIL = 'Your e-mail, so that we can reach you';

/**
 * Pages 1-5: "Do you like <drink>?" (Yes 1 / No 2, required). Page 2 also holds a data processor
 * with no API address (none is configured: it records 500 Unavailable, on the server only); page
 * 3 also asks for an e-mail (required), shown only when that processor answered 500. Then the
 * complete exit.
 */
async function processorSurvey(request: APIRequestContext): Promise<string> {
  const components: Posted[] = [];
  const add = (item: Posted) => components.push(item) - 1;
  const questions = DRINKS.map((drink, order) => {
    const at = add(post('question', { order, question_type: 'single', ...text('question_text', `<p>Do you like ${drink}?</p>`) }));
    const group = add(post('answer_group', { answer_group_type: 'single' }, at));
    add(post('answer', { order: 0, code: '1', ...text('label', 'Yes') }, group));
    add(post('answer', { order: 1, code: '2', ...text('label', 'No') }, group));
    return components[at]!.client_ref;
  });
  const processor = add(post('data_processor', { order: 10, name: 'DP1', feedback_analytics: { id: 'account-7', token: 'secret', score: 'Q1' }, api: { url: '' } }));
  const results = add(post('answer_group', { name: 'AG1', answer_group_type: 'single' }, processor));
  let unavailable = '';
  for (const [order, [code, label]] of ([['200', 'Success'], ['401', 'Unauthorized'], ['403', 'Forbidden'], ['500', 'Unavailable']] as const).entries()) {
    const at = add(post('answer', { order, code, other: true, ...text('label', label) }, results));
    if (code === '500') unavailable = components[at]!.client_ref;
  }
  const shownWhenUnavailable = { kind: 'group', operator: 'and', items: [{ kind: 'condition', question_id: components[processor]!.client_ref, negate: false, fn: 'answered', answers: [[unavailable]] }] };
  const email = add(post('question', { order: 11, question_type: 'open_text', visibility_condition: shownWhenUnavailable, ...text('question_text', `<p>${EMAIL}</p>`) }));
  add(post('answer_group', { answer_group_type: 'open_text' }, email));
  const complete = add(post('exit_block', { order: 12, terminate_status: 'complete', ...text('exit_text', `<p>${EXIT_TEXTS.complete}</p>`) }));
  add(post('exit_block', { order: 13, terminate_status: 'closed', ...text('exit_text', `<p>${EXIT_TEXTS.closed}</p>`) }));

  const routes: Posted[] = [];
  const page = (order: number, items: readonly [string, string][]) => {
    routes.push(post('routing_page', { order }));
    const at = routes.length - 1;
    items.forEach(([id, kind], index) => routes.push(post('routing_item', { order: index, item_id: id, item_kind: kind }, at)));
  };
  page(0, [[questions[0]!, 'question']]);
  page(1, [[questions[1]!, 'question'], [components[processor]!.client_ref, 'data_processor']]);
  page(2, [[questions[2]!, 'question'], [components[email]!.client_ref, 'question']]);
  page(3, [[questions[3]!, 'question']]);
  page(4, [[questions[4]!, 'question']]);
  page(5, [[components[complete]!.client_ref, 'exit_block']]);
  return surveyPublished(request, 'Offline refusal', components, routes);
}

test('a page refused after going back online is shown with its problem; the pages after it come filled in', async ({ browser, request }) => {
  const surveyId = await processorSurvey(request);
  // Every page submission the server answered, in order.
  const { context, page, errors, answered } = await respondentTab(browser);

  await openReadyForOffline(page, surveyId);
  // Page 1 online.
  await page.getByLabel('Yes', { exact: true }).check();
  await next(page);
  await expect(question(page, 'Do you like coffee?')).toBeVisible();
  await expect.poll(() => answered.length).toBe(1);

  // Pages 2-5 offline: walked here, where the processor's result is unknown (no e-mail asked).
  await context.setOffline(true);
  await page.getByLabel('Yes', { exact: true }).check();
  await next(page);
  await expect(question(page, 'Do you like cocoa?')).toBeVisible();
  await expect(question(page, EMAIL)).toHaveCount(0);
  await page.getByLabel('No', { exact: true }).check();
  await next(page);
  await expect(question(page, 'Do you like juice?')).toBeVisible();
  await page.getByLabel('No', { exact: true }).check();
  await next(page);
  await expect(question(page, 'Do you like water?')).toBeVisible();
  await page.getByLabel('Yes', { exact: true }).check();
  await next(page);
  await expect(page.getByText('Your answers are kept on this device', { exact: false }).first()).toBeVisible();

  // Online: page 2 is saved (its processor records 500), page 3 is refused: the e-mail is
  // required now. Pages 4 and 5 are not sent.
  await context.setOffline(false);
  await expect(question(page, EMAIL)).toBeVisible();
  await expect(question(page, 'Do you like cocoa?')).toBeVisible();
  await expect(page.getByText('Page 3', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeVisible();
  await expect(page.getByText('This field is required', { exact: true })).toBeVisible();
  await expect(page.getByLabel('No', { exact: true })).toBeChecked();
  await expect(page.getByRole('status')).toContainText('needs a change');
  await expect(page.getByRole('status')).toContainText('kept on this device');
  // The test hears of an answer once Playwright has its body, which can come after the page shows it.
  await expect.poll(() => answered.length).toBe(3);
  expect(answered.map((a) => a.outcome)).toEqual(['saved', 'saved', 'refused']);
  await expect(page.getByRole('textbox')).toBeFocused();

  // Fixed and sent: pages 4 and 5 come filled in with what was answered offline.
  await page.getByRole('textbox').fill('me@example.com');
  await next(page);
  await expect(question(page, 'Do you like juice?')).toBeVisible();
  await expect(page.getByLabel('No', { exact: true })).toBeChecked();
  await expect(page.getByRole('status')).not.toContainText('needs a change');
  await next(page);
  await expect(question(page, 'Do you like water?')).toBeVisible();
  await expect(page.getByLabel('Yes', { exact: true })).toBeChecked();
  await next(page);
  await expect(page.getByText(EXIT_TEXTS.complete)).toBeVisible();

  // Each submission once (page 3 twice, under two keys: refused, then saved); nothing sent twice.
  await expect.poll(() => answered.length).toBe(6);
  expect(answered.map((a) => a.outcome)).toEqual(['saved', 'saved', 'refused', 'saved', 'saved', 'saved']);
  expect(new Set(answered.map((a) => a.key)).size).toBe(6);
  const [respondent, ...others] = await respondentsOf(request, surveyId);
  expect(others).toEqual([]);
  expect(respondent!.status).toBe('complete');
  // Five drinks and the e-mail, one answer each; the processor's result (500, with its reason) apart.
  const drinks = respondent!.answers.filter((a) => a.text === null && a.otherText === null);
  expect(new Set(drinks.map((a) => a.questionId)).size).toBe(5);
  expect(drinks.map((a) => (a.codes ?? []).join(',')).sort()).toEqual(['1', '1', '1', '2', '2']);
  expect(respondent!.answers.filter((a) => a.text !== null).map((a) => a.text)).toEqual(['me@example.com']);
  expect(respondent!.answers.filter((a) => a.otherText !== null).map((a) => a.codes)).toEqual([['500']]);
  expect(errors).toEqual([]);
  await context.close();
});
