import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { gameEndpoints } from 'contract/game-endpoints';
import type { SlidingTilesDeal } from 'contract/games';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { solveSlidingTiles } from 'contract/sliding-tiles-solver';
import { accessToken } from './identity';
import { APPROVER, OPERATOR } from './operators';
import { loadStackState } from './stack-state';
import type { TestPlayer } from './test-player';

/** A claimed pace the server's fair-play checks accept (contract/games): a slide every 400 ms after 2 s. */
const HUMAN_SLIDE = { firstAt: 2000, every: 400 };

/** Today's Sliding Tiles challenge won through the API at a human pace (waiting as long as the moves claim); the coins it paid. */
export async function winDailySlidingTiles(request: APIRequestContext, player: TestPlayer): Promise<number> {
  const { apiUrl } = loadStackState();
  const headers = { authorization: `Bearer ${await accessToken(request, player.email, player.password)}` };
  const started = await request.post(`${apiUrl}${gameEndpoints.startAttempt.path}`, {
    headers,
    data: { gameId: 'sliding-tiles', mode: 'daily' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { attemptId, deal } = (await started.json()).content as { attemptId: string; deal: SlidingTilesDeal };
  const moves = solveSlidingTiles(deal.tiles)!.map((value, index) => ({ value, at: HUMAN_SLIDE.firstAt + index * HUMAN_SLIDE.every }));
  await new Promise((resolve) => setTimeout(resolve, moves.at(-1)!.at + 500));
  const submitted = await request.post(`${apiUrl}${gameEndpoints.submitAttempt.path}`, { headers, data: { attemptId, moves } });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  return ((await submitted.json()).content as { coinsEarned: number }).coinsEarned;
}

/** Credits coins with the product's own CLI (`npm run coins -- credit`), pointed at the stack's internal listener. */
export async function creditWithCli(email: string, amount: number): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'coins', '--', 'credit', email, String(amount)], {
    env: { ...process.env, INTERNAL_URL: loadStackState().internalUrl },
  });
  return stdout;
}

/** A withdrawal of LKR 5,000 the player asks for through the API (bank details saved first), approved by the seeded approver: its code. */
export async function approvedWithdrawal(request: APIRequestContext, player: TestPlayer): Promise<string> {
  const { apiUrl } = loadStackState();
  const headers = { authorization: `Bearer ${await accessToken(request, player.email, player.password)}` };
  const bank = {
    uuid: player.uuid,
    bankName: 'Bank of Ceylon',
    accountNumber: '0012345678',
    accountHolderName: 'Nimal Perera',
    branchName: 'Kandy',
  };
  expect((await request.post(`${apiUrl}/api/external/v1/save-bank-details`, { headers, data: bank })).ok()).toBe(true);
  const asked = await request.post(`${apiUrl}/api/external/v1/get-user-withdrawl`, {
    headers,
    data: { uuid: player.uuid, selectedTierAmount: 5000 },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const { code } = ((await asked.json()) as { content: { code: string } }).content;
  await asStaff(request, APPROVER, operatorEndpoints.approveWithdrawal.path, { code });
  return code;
}

/** That withdrawal, then paid by an operator with the bank's `reference`: its code. */
export async function paidWithdrawal(request: APIRequestContext, player: TestPlayer, reference: string): Promise<string> {
  const code = await approvedWithdrawal(request, player);
  await asStaff(request, OPERATOR, operatorEndpoints.markWithdrawalPaid.path, { code, reference });
  return code;
}

async function asStaff(request: APIRequestContext, who: { email: string; password: string }, path: string, data: object): Promise<void> {
  const token = await accessToken(request, who.email, who.password);
  const answer = await request.post(`${loadStackState().apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(answer.ok(), await answer.text()).toBe(true);
}
