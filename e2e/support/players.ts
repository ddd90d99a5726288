import type { APIRequestContext } from '@playwright/test';
import { endpoints } from 'contract/endpoints';
import { accessToken, verifyIdentityThroughApi } from './identity';
import { latestCodeFor } from './mail';
import { loadStackState } from './stack-state';
import type { TestPlayer } from './test-player';

export type { TestPlayer } from './test-player';

/** A date of birth between 1960 and 2003, at random. */
function randomDateOfBirth(): string {
  const day = new Date(Date.UTC(1960, 0, 1) + Math.floor(Math.random() * 44 * 365) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

let counter = 0;
/** An address no earlier run used: every test registers its own players. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++counter}@example.com`;

/** Registers a new player through the real API; the e-mail stays unverified. */
export async function registerPlayer(
  request: APIRequestContext,
  prefix = 'player',
  names: { firstName: string; lastName: string } = { firstName: 'Kamala', lastName: 'Silva' },
): Promise<TestPlayer> {
  const player = { email: uniqueEmail(prefix), password: 'secret-pass', ...names, dateOfBirth: randomDateOfBirth() };
  const response = await request.post(`${loadStackState().apiUrl}/api/open/v1/user/register`, {
    data: { ...player, country: 144, mobile: '0771234567' },
  });
  if (!response.ok()) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  const { content } = (await response.json()) as { content: { uuid: string } };
  return { ...player, uuid: content.uuid };
}

/** A registered player who verified their e-mail with the code from MailDev, as a person would. */
export async function createVerifiedPlayer(
  request: APIRequestContext,
  prefix = 'verified',
  names?: { firstName: string; lastName: string },
): Promise<TestPlayer> {
  const since = new Date();
  const player = await registerPlayer(request, prefix, names);
  const code = await latestCodeFor(player.email, since);
  const response = await request.post(`${loadStackState().apiUrl}/api/open/v1/user/email_verification_send_code`, {
    data: { uuid: player.uuid, code },
  });
  if (!response.ok()) throw new Error(`verification failed: ${response.status()} ${await response.text()}`);
  return player;
}

/**
 * A fresh player with a verified e-mail and `coins`, credited through the internal endpoint a games
 * service uses; their identity verified too (through the API, by the seeded approver) unless
 * `identity` is 'none', as for a player who has yet to send their NIC.
 */
export async function playerWithCoins(
  request: APIRequestContext,
  coins: number,
  prefix = 'wallet',
  identity: 'verified' | 'none' = 'verified',
): Promise<TestPlayer> {
  const player = await createVerifiedPlayer(request, prefix);
  if (identity === 'verified') await verifyIdentityThroughApi(request, player);
  const credit = await request.post(`${loadStackState().internalUrl}/api/internal/v1/coins/credit`, {
    headers: { 'X-Service-Key': process.env.SERVICE_KEY ?? 'dev-service-key-change-me', 'Idempotency-Key': `e2e-${player.uuid}` },
    data: { email: player.email, amount: coins, source: 'e2e', reason: 'e2e' },
  });
  if (!credit.ok()) throw new Error(`credit failed: ${credit.status()} ${await credit.text()}`);
  return player;
}

async function categoryIds(request: APIRequestContext, names: readonly string[]): Promise<number[]> {
  const answer = await request.get(`${loadStackState().apiUrl}${endpoints.getGameCategories.path}`);
  const { content } = (await answer.json()) as { content: { id: number; name: string }[] };
  return content.filter((category) => names.includes(category.name)).map((category) => category.id);
}

/**
 * A verified player who also chose an avatar and favourites (through the API), so sign-in takes them
 * where they were going: the first category (id 1), or those named by `favourites`.
 */
export async function onboardedPlayer(
  request: APIRequestContext,
  prefix = 'onboarded',
  favourites: readonly string[] = [],
): Promise<TestPlayer> {
  const player = await createVerifiedPlayer(request, prefix);
  const token = await accessToken(request, player.email, player.password);
  const gameCategoryIds = favourites.length ? await categoryIds(request, favourites) : [1];
  for (const choice of [{ avatarImageId: 1 }, { gameCategoryIds }]) {
    const response = await request.put(`${loadStackState().apiUrl}${endpoints.updateProfile.path}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { uuid: player.uuid, firstName: player.firstName, lastName: player.lastName, ...choice },
    });
    if (!response.ok()) throw new Error(`profile update failed: ${response.status()} ${await response.text()}`);
  }
  return player;
}
