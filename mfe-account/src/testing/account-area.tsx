/** The account area as its tests render it: a signed-in player, the API stubbed at the HTTP edge per test. */
import { act, screen } from '@testing-library/react';
import { setLanguage, type Language } from 'shared';
import type { AccountDetails, CoinMovement, CoinPace, PlayerSession, SignInEvent, WithdrawalTimeline } from 'contract/account-endpoints';
import { envelope, fakeJwt, playerProfile, renderScreen, stubHttp, testConfig, type StubAnswer, type StubRoute } from 'shared/testing';
import { DEFAULT_CONSENTS } from 'contract/schemas';
import type { PlayLimits } from 'contract/play-limits-endpoints';
import AccountArea from '../app/AccountArea';

export const playerId = '3f2c1b0a-9e8d-4c7b-a6f5-e4d3c2b1a090';
export const playerToken = fakeJwt({ sub: playerId, given_name: 'Nimal', family_name: 'Perera', jti: 'token-1', exp: 4_102_444_800 });

export function signInBeforeEach() {
  // Tests that type whole forms outlast Jest's 5 s on a loaded 2-core machine.
  jest.setTimeout(15_000);
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    sessionStorage.setItem('access_token', playerToken);
  });
  afterEach(() => jest.restoreAllMocks());
}

export const ok = (content: unknown, message?: string): StubAnswer => ({
  status: 200,
  body: envelope(content, message ? { message } : {}),
});
export const refused = (status: number, message: string, code = 'REFUSED'): StubAnswer => ({
  status,
  body: { status: false, error_code: code, message, content: null },
});

export const details = (fields: Partial<AccountDetails> = {}): AccountDetails => ({
  email: 'nimal@example.com',
  firstName: 'Nimal',
  lastName: 'Perera',
  mobile: '0771234567',
  country: { id: 144, name: 'Sri Lanka', code: 'LK' },
  dateOfBirth: '1998-04-12',
  dateOfBirthLocked: false,
  ...fields,
});

export const session = (fields: Partial<PlayerSession> = {}): PlayerSession => ({
  id: 'token-1',
  browser: 'Chrome on Android',
  signedInAt: '2026-11-28T04:30:00Z',
  expiresAt: '2026-11-28T05:30:00Z',
  current: true,
  ...fields,
});

export const signIn = (fields: Partial<SignInEvent> = {}): SignInEvent => ({
  at: '2026-11-28T04:30:00Z',
  browser: 'Chrome on Android',
  outcome: 'success',
  ...fields,
});

export const movement = (fields: Partial<CoinMovement> = {}): CoinMovement => ({
  id: 1,
  at: '2026-11-28T04:30:00Z',
  kind: 'credit',
  amount: 500,
  balance: 500,
  game: null,
  withdrawalCode: null,
  ...fields,
});

export const pace = (fields: Partial<CoinPace> = {}): CoinPace => ({
  balance: 4_200,
  canStillEarnToday: 150,
  earnedLast7Days: 700,
  nextTier: 5_000,
  daysToNextTier: 8,
  ...fields,
});

export const timeline = (fields: Partial<WithdrawalTimeline> = {}): WithdrawalTimeline => ({
  code: 'WD-7Q2M4K',
  amount: 5_000,
  bankName: 'Bank of Ceylon',
  status: 'paid',
  steps: [
    { status: 'requested', at: '2026-11-20T04:30:00Z', bankReference: null, reason: null },
    { status: 'approved', at: '2026-11-21T04:30:00Z', bankReference: null, reason: null },
    { status: 'paid', at: '2026-11-22T04:30:00Z', bankReference: 'BOC-99812', reason: null },
  ],
  ...fields,
});

export const avatarImages = [1, 2, 3].map((id) => ({ id, name: `Avatar ${id}`, avatarImageUrl: `${id}.png` }));

export interface Answers {
  details?: StubRoute;
  saveDetails?: StubRoute;
  changeEmail?: StubRoute;
  confirmEmail?: StubRoute;
  password?: StubRoute;
  sessions?: StubRoute;
  endSessions?: StubRoute;
  signIns?: StubRoute;
  coins?: StubRoute;
  withdrawals?: StubRoute;
  pace?: StubRoute;
  profile?: StubRoute;
  saveProfile?: StubRoute;
  avatars?: StubRoute;
  consents?: StubRoute;
  saveConsents?: StubRoute;
  dataExport?: StubRoute;
  requestExport?: StubRoute;
  downloadExport?: StubRoute;
  closure?: StubRoute;
  closeAccount?: StubRoute;
  keepAccount?: StubRoute;
  playLimits?: StubRoute;
  savePlayLimits?: StubRoute;
  takeBreak?: StubRoute;
}

/** A player's play limits as the server answers them (ADR 061): none set, 12 minutes played today. */
export function playLimits(overrides: Partial<PlayLimits> = {}): PlayLimits {
  return {
    dailyLimitMinutes: null,
    pendingLimit: null,
    realityCheckMinutes: 60,
    playBreak: null,
    playedTodayMs: 12 * 60_000,
    coinsEarnedToday: 150,
    realityCheckDue: false,
    nextRealityCheckAtMs: 3_600_000,
    ...overrides,
  };
}

export function stub(answers: Answers = {}) {
  return stubHttp(testConfig.apiBaseUrl, {
    'GET /api/external/v1/account/details': answers.details ?? (() => ok(details())),
    'PUT /api/external/v1/account/details': answers.saveDetails ?? ((request) => ok({ ...details(), ...(request.body as object) })),
    'POST /api/external/v1/account/email': answers.changeEmail ?? (() => ok(null)),
    'POST /api/external/v1/account/email/confirm': answers.confirmEmail ?? (() => ok(details({ email: 'new@example.com' }))),
    'POST /api/external/v1/account/password':
      answers.password ?? (() => ok({ accessToken: fakeJwt({ sub: playerId, jti: 'token-2' }), expiresIn: 3600 })),
    'GET /api/external/v1/account/sessions': answers.sessions ?? (() => ok([session()])),
    'POST /api/external/v1/account/sessions/end': answers.endSessions ?? (() => ok([session()])),
    'GET /api/external/v1/account/sign-ins': answers.signIns ?? (() => ok([signIn()])),
    'GET /api/external/v1/account/coins': answers.coins ?? (() => ok({ movements: [movement()], nextBefore: null })),
    'GET /api/external/v1/account/withdrawals': answers.withdrawals ?? (() => ok([])),
    'GET /api/external/v1/account/pace': answers.pace ?? (() => ok(pace())),
    'GET /api/external/v1/account/consents': answers.consents ?? (() => ok(DEFAULT_CONSENTS)),
    'PUT /api/external/v1/account/consents':
      answers.saveConsents ?? ((request) => ok({ ...DEFAULT_CONSENTS, ...(request.body as object), uuid: undefined })),
    'GET /api/external/v1/account/privacy/export': answers.dataExport ?? (() => ok({ archive: null, nextRequestAt: null })),
    'POST /api/external/v1/account/privacy/export': answers.requestExport ?? (() => ok({ archive: null, nextRequestAt: null })),
    'POST /api/external/v1/account/privacy/export/download': answers.downloadExport ?? (() => ({ status: 200, body: new Blob(['PK']) })),
    'GET /api/external/v1/profile':
      answers.profile ??
      (() => ok(playerProfile({ previousSignInAt: null, avatarImage: avatarImages[1]!, gameCategories: [{ id: 2, name: 'board' }] }))),
    'GET /api/external/v1/account/closure': answers.closure ?? (() => ok({ closesAt: null, openWithdrawal: null })),
    'POST /api/external/v1/account/closure': answers.closeAccount ?? (() => ok({ closesAt: '2026-12-13T04:30:00Z', openWithdrawal: null })),
    'POST /api/external/v1/account/closure/keep': answers.keepAccount ?? (() => ok({ closesAt: null, openWithdrawal: null })),
    'GET /api/external/v1/account/play-limits': answers.playLimits ?? (() => ok(playLimits())),
    'PUT /api/external/v1/account/play-limits': answers.savePlayLimits ?? (() => ok(playLimits(), 'Your play limits are saved.')),
    'POST /api/external/v1/account/play-limits/break': answers.takeBreak ?? (() => ok(playLimits())),
    'PUT /api/external/v1/profile': answers.saveProfile ?? (() => ok(playerProfile())),
    'GET /api/open/v1/avatar_image': answers.avatars ?? (() => ok({ avatarImagePath: 'http://api.test/avatars', data: avatarImages })),
    'GET /api/open/v1/game_category': () =>
      ok([
        { id: 1, name: 'classic' },
        { id: 2, name: 'board' },
        { id: 3, name: 'arcade' },
      ]),
    'GET /api/open/v1/country': () =>
      ok({
        data: [
          { id: 144, name: 'Sri Lanka', code: 'LK' },
          { id: 99, name: 'India', code: 'IN' },
        ],
      }),
  });
}

export function renderAccount(route = '/account') {
  return renderScreen(<AccountArea />, { route, path: '/account/*' });
}

export async function renderAccountIn(language: Language, route = '/account') {
  act(() => setLanguage(language));
  await act(async () => void renderAccount(route));
}

export const location = () => screen.getByTestId('location').textContent;

/** Quietens the console.error each failed read logs (shared/queries), for a test that fails reads on purpose. */
export function quietFailedReads() {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}
