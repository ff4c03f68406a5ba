// Issue 13, end to end: a survey made from scratch is routed without reading documentation and
// published. New questions and exits land on pages by themselves; a routing group skips a page;
// the flow view draws the branch; "Preview from here" walks it and says why; deleting a question
// takes its routing item with it, so nothing critical appears.
import { expect, test, type Page } from '@playwright/test';
import { add, createSurveyInEditor, saved, settingsOf, setText, tree } from './designer-page';

const routingTree = (page: Page) => page.getByRole('region', { name: 'Routing questions' });
const row = (page: Page, name: RegExp) => routingTree(page).getByRole('treeitem', { name });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Routing questions' });
const designerTab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Survey designer' }).getByRole('link', { name });
const checks = (page: Page) => page.getByRole('region', { name: 'Survey checks' });

async function addQuestion(page: Page, name: string, text: string) {
  await add(page, 'Single choice');
  const panel = page.getByRole('complementary', { name: `Question ${name} settings` });
  await expect(panel).toBeVisible();
  await setText(page, panel, 'Question text', text);
}

test('a survey made from scratch is routed, previewed from a page and published', async ({ page }) => {
  test.setTimeout(240_000);
  await createSurveyInEditor(page, 'Routed from scratch');

  // Q1 lands on the survey's starting page; then each question on a page of its own.
  await addQuestion(page, 'Q1', 'Do you drive?');
  await designerTab(page, 'Routing').click();
  await expect(row(page, /^Page 1 Q1\b/)).toBeVisible();
  await page.getByLabel('New questions and exits go').selectOption({ label: 'On a page of their own' });
  await designerTab(page, 'Edit').click();
  await addQuestion(page, 'Q2', 'How many cars?');
  await addQuestion(page, 'Q3', 'Anything else?');
  // Two exits: they share one end page, after the questions.
  await add(page, 'Exit block');
  await add(page, 'Exit block');
  const exit = await settingsOf(page, /^EB2\b/);
  await exit.getByRole('combobox', { name: 'Terminate status' }).click();
  await page.getByRole('option', { name: 'Closed' }).click();

  await designerTab(page, 'Routing').click();
  await expect(row(page, /^Page 4 EB1, EB2$/)).toBeVisible();
  await expect(row(page, /^Page 2 Q2$/)).toBeVisible();

  // A routing group after Page 1: its first branch shows Page 2 when Q1 is 1, so answering 2
  // skips it. The second branch is not needed.
  await routingTree(page).getByRole('button', { name: 'Settings of Page 1 Q1' }).click();
  await page.getByRole('button', { name: 'Close panel' }).click();
  await toolbar(page).getByRole('button', { name: 'Add routing group' }).click();
  await routingTree(page).getByRole('button', { name: /^Delete Group 1 · Branch 2\b/ }).click();
  await expect(row(page, /^Group 1 · Branch 2\b/)).toHaveCount(0);
  await row(page, /^Page 2 Q2$/).focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(row(page, /^Page 2 Q2$/)).toHaveAttribute('aria-level', '3');
  await routingTree(page).getByRole('button', { name: 'Settings of Group 1 · Branch 1' }).click();
  const branch = page.getByRole('complementary', { name: 'Group 1 · Branch 1 settings' });
  await branch.getByRole('button', { name: 'Edit routing condition' }).click();
  const builder = page.getByRole('dialog', { name: 'Routing condition' });
  await builder.getByRole('button', { name: 'Add condition' }).click();
  await builder.getByLabel('Question for condition 1').selectOption({ label: 'Q1 — Do you drive?' });
  await builder.getByLabel('Answers for condition 1').fill('1');
  await builder.getByRole('button', { name: 'Save' }).click();
  await expect(row(page, /^Group 1 · Branch 1\b/)).toContainText('When Q1');
  await page.getByRole('button', { name: 'Close panel' }).click();

  // The flow view draws the branch to Page 2 and the way around it.
  await page.getByRole('radio', { name: 'Routing flow' }).check();
  const flow = page.getByRole('region', { name: 'Routing flow', exact: true });
  await flow.getByRole('button', { name: 'Fit the whole flow' }).click();
  await expect(flow.getByText('If Q1 is 1', { exact: true })).toBeVisible();
  await expect(flow.getByText('Otherwise', { exact: true }).first()).toBeVisible();
  await expect(flow.getByRole('button', { name: /^Page 2\. Q2 · How many cars\?/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Routing questions' }).check();

  // Preview from Page 1: answering 2 skips Page 2, and the path says why.
  await routingTree(page).getByRole('button', { name: 'Preview from Page 1' }).click();
  const preview = page.getByRole('region', { name: 'Preview from Page 1' });
  await preview.getByRole('radio', { name: 'Answer 2' }).check();
  await preview.getByRole('button', { name: 'Next page' }).click();
  await expect(preview.getByRole('heading', { name: 'Page 3' })).toBeVisible();
  const tried = preview.getByRole('list', { name: 'Group 1: branches tried' });
  await expect(tried).toContainText('Q1 is 1');
  await expect(tried).toContainText('does not hold');
  await expect(preview.getByText('No branch holds: the flow goes on after the group.')).toBeVisible();
  // Back, answer 1: the branch is taken and Page 2 shows.
  await preview.getByRole('button', { name: 'Previous page' }).click();
  await preview.getByRole('radio', { name: 'Answer 1' }).check();
  await preview.getByRole('button', { name: 'Next page' }).click();
  await expect(preview.getByRole('heading', { name: 'Page 2' })).toBeVisible();
  await expect(tried).toContainText('holds, taken');
  await preview.getByRole('button', { name: 'Next page' }).click();
  await preview.getByRole('button', { name: 'Next page' }).click();
  await preview.getByRole('button', { name: 'Next page' }).click();
  await expect(preview.getByRole('status')).toHaveText('The respondent leaves by exit EB1 as Complete.');
  await preview.getByRole('button', { name: 'Close preview' }).click();

  // Deleting Q3 in the editor takes it off its page in the same gesture: no invalid question.
  await designerTab(page, 'Edit').click();
  await tree(page).getByRole('button', { name: /^Delete Q3\b/ }).click();
  await expect(tree(page).getByRole('button', { name: /^Q3\b/ })).toHaveCount(0);
  await expect(checks(page).getByText('0 critical')).toBeVisible();
  await designerTab(page, 'Routing').click();
  await expect(row(page, /^Page 3 Nothing on this page yet$/)).toBeVisible();
  await expect(routingTree(page).getByText(/Invalid question/)).toHaveCount(0);
  // An empty page is in the way: delete it, and publish.
  await routingTree(page).getByRole('button', { name: /^Delete Page 3\b/ }).click();
  await saved(page);

  await designerTab(page, 'Launch').click();
  await page.getByRole('link', { name: 'Create version' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Version 1 published')).toBeVisible({ timeout: 30_000 });

  // Pages are known by their place; the author may name one too, and the tree says it.
  await designerTab(page, 'Routing').click();
  await routingTree(page).getByRole('button', { name: 'Settings of Page 1 Q1' }).click();
  await page.getByRole('complementary', { name: 'Page 1 settings' }).getByRole('textbox', { name: 'Page name' }).fill('Screening');
  await expect(row(page, /^Page 1 · Screening Q1$/)).toBeVisible();
  await routingTree(page).getByRole('button', { name: /^Settings of Group 1 \d branch/ }).click();
  await page.getByRole('complementary', { name: /^Group 1 settings$/ }).getByRole('textbox', { name: 'Group name' }).fill('Drivers');
  await expect(row(page, /^Group 1 · Drivers \d branch/)).toBeVisible();
});
