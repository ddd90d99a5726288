import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as messages from 'contract/messages';
import { IDENTITY_PHOTO_ACCEPT } from 'contract/identity';
import { nicMessages } from 'contract/nic';
import { envelope, type StubAnswer, type StubbedRequest } from 'shared/testing';
import {
  fakeObjectUrls,
  fillDialog,
  openDialog,
  photo,
  renderIdentity,
  signInBeforeEach,
  identityState,
  stubIdentity,
  text,
  tooLarge,
  type IdentityAnswers,
} from './identity-harness';

signInBeforeEach();
const objectUrls = fakeObjectUrls();
// Each test types a whole form as a person does.
jest.setTimeout(15_000);

const field = (label: string) => screen.getByLabelText(label);
const posts = (calls: StubbedRequest[]) => calls.filter((call) => call.method === 'POST');
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: text.submit }));

/** The field says what is wrong with it, read with it by assistive technology. */
function expectFieldError(label: string, message: string) {
  expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(screen.getByText(message)).toBeVisible();
}

/** The panel rendered and its dialog opened; `answers` as for stubIdentity(), `options` as for userEvent.setup(). */
async function openedDialog(answers?: IdentityAnswers, options?: Parameters<typeof userEvent.setup>[0]) {
  const calls = stubIdentity(answers);
  const user = userEvent.setup(options);
  renderIdentity();
  const dialog = await openDialog(user);
  return { calls, user, dialog };
}

describe('identity dialog', () => {
  it('is a dialog named "Verify your identity" whose labelled controls carry the contract\'s names', async () => {
    const { dialog } = await openedDialog();
    expect(within(dialog).queryByText(text.verificationRequired)).toBeNull();
    expect(field(text.fields.nic)).toHaveAttribute('name', 'nic');
    expect(field(text.fields.nicFullName)).toHaveAttribute('name', 'nicFullName');
    for (const [label, name] of [
      [text.fields.nicFront, 'nicFront'],
      [text.fields.nicBack, 'nicBack'],
    ] as const) {
      expect(field(label)).toHaveAttribute('name', name);
      expect(field(label)).toHaveAttribute('type', 'file');
      expect(field(label)).toHaveAttribute('accept', IDENTITY_PHOTO_ACCEPT);
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(text.photoHint));
    }
    expect(field(text.fields.nic)).toHaveFocus();
  });

  it("refuses a malformed NIC, an empty name and missing photos in the shared schema's words, each at its field, and sends nothing", async () => {
    const { calls, user } = await openedDialog();
    await user.type(field(text.fields.nic), '12345');
    await submit(user);
    expectFieldError(text.fields.nic, nicMessages.format);
    expectFieldError(text.fields.nicFullName, text.fullNameRequired);
    expectFieldError(text.fields.nicFront, text.frontRequired);
    expectFieldError(text.fields.nicBack, text.backRequired);
    expect(field(text.fields.nic)).toHaveFocus();
    expect(posts(calls)).toHaveLength(0);
  });

  it('asks for the NIC when it is left empty, and refuses a name that is not one', async () => {
    const { user } = await openedDialog();
    await fillDialog(user, { nic: '', name: 'Nimal <b>Perera</b>' });
    await submit(user);
    expectFieldError(text.fields.nic, nicMessages.required);
    expectFieldError(text.fields.nicFullName, text.fullNameFormat);
    expect(field(text.fields.nicFront)).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a photo of another type and one over 5 MB, and sends nothing', async () => {
    // The picker offers only the accepted types; a file dropped or picked by name can still be another.
    const { calls, user } = await openedDialog(undefined, { applyAccept: false });
    await fillDialog(user, { front: photo('card.gif', 'image/gif'), back: tooLarge() });
    await submit(user);
    expectFieldError(text.fields.nicFront, text.photoType);
    expectFieldError(text.fields.nicBack, text.photoTooLarge);
    expect(posts(calls)).toHaveLength(0);
  });

  it("clears a field's message as it is corrected", async () => {
    const { user } = await openedDialog();
    await fillDialog(user, { front: null });
    await submit(user);
    expectFieldError(text.fields.nicFront, text.frontRequired);
    await user.upload(field(text.fields.nicFront), photo('front.webp', 'image/webp'));
    expect(field(text.fields.nicFront)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(text.frontRequired)).toBeNull();
  });

  it("shows each chosen photo's name and a preview, and lets the previous preview go when it changes", async () => {
    const { user, dialog } = await openedDialog();
    await user.upload(field(text.fields.nicFront), photo('front.jpg'));
    expect(field(text.fields.nicFront)).toHaveAccessibleDescription(expect.stringContaining('front.jpg'));
    await waitFor(() => expect(dialog.querySelector('img')).toHaveAttribute('src', 'blob:preview-1'));
    await user.upload(field(text.fields.nicFront), photo('front-again.png', 'image/png'));
    expect(within(dialog).getByText('front-again.png')).toBeInTheDocument();
    await waitFor(() => expect(dialog.querySelector('img')).toHaveAttribute('src', 'blob:preview-2'));
    expect(objectUrls.revoked).toEqual(['blob:preview-1']);
    await user.keyboard('{Escape}');
    expect(objectUrls.revoked).toEqual(['blob:preview-1', 'blob:preview-2']);
  });

  it('sends the entries as multipart form data, closes, confirms in a status region, and the panel says "Under review"', async () => {
    const answers: IdentityAnswers = {};
    const { calls, user } = await openedDialog(answers);
    const front = photo('front.jpg');
    const back = photo('back.png', 'image/png');
    await fillDialog(user, { nic: ' 901234567v ', name: '  Nimal   Perera ', front, back });
    answers.read = { status: 200, body: identityState('under_review', { nicEnding: '567V' }) };
    await submit(user);
    expect(await screen.findByText(text.submitted)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).toBeNull();
    const region = screen.getByRole('region', { name: text.title });
    expect(within(region).getByText('Under review')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: text.action })).toBeNull();

    const [post] = posts(calls);
    expect(post!.url).toBe('/api/external/v1/identity-verification');
    expect(post!.headers.Authorization).toMatch(/^Bearer /);
    const form = post!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('uuid')).toBe('player-uuid');
    expect(form.get('nic')).toBe('901234567V');
    expect(form.get('nicFullName')).toBe('Nimal Perera');
    expect((form.get('nicFront') as File).name).toBe('front.jpg');
    expect((form.get('nicBack') as File).name).toBe('back.png');
  });

  it.each<[string, StubAnswer, string]>([
    [
      'an NIC another account holds (409)',
      { status: 409, body: envelope(null, { status: false, error_code: 'NIC_IN_USE', message: text.nicInUse }) },
      text.nicInUse,
    ],
    [
      'a photo refused by its content (400)',
      { status: 400, body: envelope(null, { status: false, error_code: 'INVALID_PHOTO', message: text.photoUnreadable }) },
      text.photoUnreadable,
    ],
    [
      'a body too large (413)',
      { status: 413, body: envelope(null, { status: false, error_code: 'PAYLOAD_TOO_LARGE', message: text.photoTooLarge }) },
      text.photoTooLarge,
    ],
    ['a 413 from a proxy, without an envelope', { status: 413, body: '<html>Request Entity Too Large</html>' }, text.photoTooLarge],
    ['no answer at all', 'network', messages.registration.network],
  ])('shows the refusal for %s in an alert and keeps the dialog and its entries', async (_case, refusal, message) => {
    const { user, dialog } = await openedDialog({ submit: refusal });
    await fillDialog(user);
    await submit(user);
    expect(await within(dialog).findByText(message)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('dialog', { name: text.action })).toBeInTheDocument();
    expect(field(text.fields.nic)).toHaveValue('199012345678');
    expect(screen.getByRole('button', { name: text.submit })).toBeEnabled();
  });

  it("says 'Sending...' while it sends, and a second press sends nothing more", async () => {
    let release: () => void = () => undefined;
    const submitted = new Promise<StubAnswer>((resolve) => (release = () => resolve({ status: 200, body: identityState('under_review') })));
    const { calls, user } = await openedDialog({ submit: submitted });
    await fillDialog(user);
    await submit(user);
    const busy = await screen.findByRole('button', { name: text.submitting });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await user.keyboard('{Enter}');
    release();
    expect(await screen.findByText(text.submitted)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
  });

  it('keeps the entries, the photos too, when closed and reopened, until a submission succeeds', async () => {
    const { user } = await openedDialog();
    await fillDialog(user, { back: null });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await openDialog(user);
    expect(field(text.fields.nic)).toHaveValue('199012345678');
    expect(field(text.fields.nicFullName)).toHaveValue('Nimal Perera');
    expect(within(dialog).getByText('front.jpg')).toBeInTheDocument();
    await user.upload(field(text.fields.nicBack), photo('back.jpg'));
    await submit(user);
    expect(await screen.findByText(text.submitted)).toBeInTheDocument();
  });
});
