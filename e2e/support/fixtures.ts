/**
 * The suite's `test`: Playwright's, plus fixtures that sign a player in through the sign-in screen,
 * as a person does (opening it first unless the page is already there).
 * Specs import `test` and `expect` from here, never write their own sign-in helper.
 */
import { test as base, expect, type Page } from '@playwright/test';

export interface Credentials {
  email: string;
  password: string;
}

/** The seeded demo player of docs/platform-contract.md §5 (12,000 coins, avatar and favourites chosen). */
export const SEEDED_PLAYER: Credentials = { email: 'player@example.com', password: 'player-pass' };
export const SEEDED_VIP: Credentials = { email: 'vip@example.com', password: 'vip-pass' };

/** The signed-in home's address, on whichever origin the shell runs. */
export const home = /localhost:\d+\/$/;

interface SignInFixtures {
  /** Fills in and sends the sign-in form; what follows is the test's to check. */
  signIn: (credentials?: Credentials) => Promise<void>;
  /**
   * Signs in and, once the page has left the sign-in screen (new test players land in onboarding,
   * no avatar yet; the seeded ones at home), opens `path`.
   */
  signInAndOpen: (credentials: Credentials, path: string) => Promise<void>;
  /** The seeded player signed in, home fully loaded: the balance shown. */
  seededHome: () => Promise<void>;
}

export const test = base.extend<SignInFixtures>({
  signIn: async ({ page }, use) => {
    await use(async ({ email, password } = SEEDED_PLAYER) => {
      if (!/\/signin$/.test(new URL(page.url(), 'http://unset/').pathname)) await page.goto('/signin');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    });
  },
  signInAndOpen: async ({ page, signIn }, use) => {
    await use(async (credentials, path) => {
      await signIn(credentials);
      await expect(page).not.toHaveURL(/\/signin$/);
      await page.goto(path);
    });
  },
  seededHome: async ({ page, signIn }, use) => {
    await use(async () => {
      await signIn(SEEDED_PLAYER);
      await expect(page).toHaveURL(home);
      await expect(page.getByLabel('Coin balance')).toHaveText('12,000 coins');
    });
  },
});

/**
 * Waits until the shell has taken over a pre-rendered screen (ADR 035). Typing, clicks, presses
 * and a widget's keys (ADR 071) on the copy are carried over; keys on the page itself and the wheel
 * are not, so a test that drives a screen by those waits for the live one, as a player's would only
 * work then.
 */
export async function liveScreen(page: Page): Promise<void> {
  await expect(page.locator('#prerendered')).toHaveCount(0);
}

export { expect };
