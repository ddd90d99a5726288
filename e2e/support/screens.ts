import path from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from '../../scripts/lib/stack';

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

/** Saves full-page screenshots at phone and desktop sizes under test-results/screens (artifacts, not committed). */
export async function captureScreens(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({ path: path.join(repoRoot, 'test-results/screens', `${name}-${size.name}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
