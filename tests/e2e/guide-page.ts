// What the style-guide journeys share: opening /guide as the admin and scanning it with axe-core.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { acceptAgreementIfShown, signIn } from './support';

export async function openGuide(page: Page) {
  await page.goto('/login');
  await signIn(page);
  await acceptAgreementIfShown(page);
  await page.goto('/guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Style guide' })).toBeVisible();
}

export async function chooseScheme(page: Page, scheme: 'Light' | 'Dark') {
  await page.getByRole('radio', { name: scheme }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme.toLowerCase());
}

/** Serious and critical violations, one block each, listing every offending element; `include`
 *  limits the scan to part of the page (an open overlay). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const check = [...node.any, ...node.all, ...node.none][0]?.message ?? node.failureSummary ?? '';
        return `    ${node.target.join(' ')}: ${check.replaceAll('\n', ' ')}`;
      });
      return [`${violation.impact} ${violation.id} (${violation.nodes.length}×): ${violation.help}`, ...nodes].join('\n');
    });
}
