/** Identity verification as its tests render it: a signed-in player, the API stubbed at the network edge. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeJwt, renderScreen, stubHttp, testConfig, type StubAnswer } from 'shared/testing';
import { identityMessages, MAX_IDENTITY_PHOTO_BYTES } from 'contract/identity';
import { IdentityVerification } from '../IdentityVerification';
import { useIdentityFlow } from '../use-identity-flow';
import { identityState } from '../../../testing/identity-state';

export const text = identityMessages;
export const token = fakeJwt({ sub: 'player-uuid', given_name: 'Nimal', family_name: 'Perera' });

export { identityState };

export interface IdentityAnswers {
  read?: StubAnswer | Promise<StubAnswer>;
  submit?: StubAnswer | Promise<StubAnswer>;
}

/** GET and POST of the player's identity verification; `answers` may be changed while a test runs. */
export function stubIdentity(answers: IdentityAnswers = {}) {
  return stubHttp(testConfig.apiBaseUrl, {
    'GET /api/external/v1/identity-verification': () => answers.read ?? { status: 200, body: identityState('not_verified') },
    'POST /api/external/v1/identity-verification': () =>
      answers.submit ?? { status: 200, body: identityState('under_review', { submittedAt: '2026-11-23T08:00:00Z' }) },
  });
}

function IdentityOnPage() {
  const flow = useIdentityFlow();
  return <IdentityVerification flow={flow} />;
}

/** The panel and its dialog as the withdrawal page composes them. */
export function renderIdentity() {
  renderScreen(<IdentityOnPage />, { route: '/withdrawal', path: '/withdrawal' });
}

export const photo = (name: string, type = 'image/jpeg', size?: number) => {
  const file = new File(['photo bytes'], name, { type });
  // A large photo without allocating it: only its reported size matters to the form.
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
export const tooLarge = () => photo('huge.jpg', 'image/jpeg', MAX_IDENTITY_PHOTO_BYTES + 1);

/** Opens the dialog from the panel's button. */
export async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: text.action }));
  return screen.findByRole('dialog', { name: text.action });
}

/** Fills the dialog with a valid submission; '' or null leaves a field out. */
export async function fillDialog(
  user: ReturnType<typeof userEvent.setup>,
  entries: { nic?: string; name?: string; front?: File | null; back?: File | null } = {},
) {
  const { nic = '199012345678', name = 'Nimal Perera', front = photo('front.jpg'), back = photo('back.png', 'image/png') } = entries;
  if (nic) await user.type(screen.getByLabelText(text.fields.nic), nic);
  if (name) await user.type(screen.getByLabelText(text.fields.nicFullName), name);
  if (front) await user.upload(screen.getByLabelText(text.fields.nicFront), front);
  if (back) await user.upload(screen.getByLabelText(text.fields.nicBack), back);
}

/** jsdom has no object URLs: each preview gets a numbered one, and every revocation is recorded. */
export function fakeObjectUrls() {
  const created: string[] = [];
  const revoked: string[] = [];
  beforeEach(() => {
    created.length = 0;
    revoked.length = 0;
    URL.createObjectURL = jest.fn(() => {
      const url = `blob:preview-${created.length + 1}`;
      created.push(url);
      return url;
    });
    URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
  });
  return { created, revoked };
}

export function signInBeforeEach() {
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('access_token', token);
  });
}
