import path from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from '../../scripts/lib/stack';

interface ScreenSize {
  name: string;
  width: number;
  height: number;
}

/** A player's screens: a phone and a desktop. */
const playerSizes: ScreenSize[] = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

/** The back office's: an office screen and a tablet held upright (ADR 028). */
export const operatorSizes: ScreenSize[] = [
  { name: 'office', width: 1280, height: 800 },
  { name: 'tablet', width: 768, height: 1024 },
];

/** Saves full-page screenshots at each size (a phone and a desktop unless told) under test-results/screens (artifacts, not committed). */
export async function captureScreens(page: Page, name: string, sizes: ScreenSize[] = playerSizes): Promise<void> {
  const original = page.viewportSize();
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({ path: path.join(repoRoot, 'test-results/screens', `${name}-${size.name}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
