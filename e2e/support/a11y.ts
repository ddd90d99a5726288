import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { captureScreens } from './screens';

/** Zero serious or critical axe-core violations on the page as it is now. */
export async function expectAccessible(page: Page, context: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(blocking, `axe violations on ${context}`).toEqual([]);
}

/**
 * One test a route: opened directly, its level-1 heading shown, no serious accessibility
 * violation, screenshots saved as `<prefix><the route, its slashes dashes>`.
 */
export function testRoutesAccessible(prefix: string, routes: [route: string, heading: string][]): void {
  for (const [route, heading] of routes) {
    test(`${route} has no serious accessibility violations (screenshots saved)`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expectAccessible(page, route);
      await captureScreens(page, `${prefix}${route.replaceAll('/', '-')}`);
    });
  }
}
