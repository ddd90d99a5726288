import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as messages from 'contract/messages';
import { envelope, renderScreen, stubHttp, testConfig, type StubAnswer } from 'shared/testing';
import ContactScreen from '../ContactScreen';

const SEND = 'POST /api/open/contact-support';
const text = messages.contact;
const inAlert = (message: string) => screen.getByText(message).closest('[role="alert"]');
const complete = {
  firstName: 'Nimal',
  lastName: 'Perera',
  email: 'nimal@example.com',
  phone: '0771234567',
  message: 'When is my reward paid?',
};

async function send(values: Partial<typeof complete>, answer: StubAnswer | Promise<StubAnswer> = { status: 200, body: envelope('done') }) {
  const calls = stubHttp(testConfig.apiBaseUrl, { [SEND]: () => answer });
  const user = userEvent.setup();
  renderScreen(<ContactScreen />);
  const labels = { firstName: 'First name', lastName: 'Last name', email: 'Email', phone: 'Phone', message: 'Message' } as const;
  for (const [field, label] of Object.entries(labels)) {
    const value = values[field as keyof typeof complete];
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return calls;
}

describe('contact page', () => {
  it('names its fields as the spec does and shows the configured contact details', () => {
    renderScreen(<ContactScreen />);
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'message'])
      expect(document.querySelector(`[name="${name}"]`)).not.toBeNull();
    expect(screen.getByRole('link', { name: testConfig.support.email })).toHaveAttribute('href', `mailto:${testConfig.support.email}`);
    expect(screen.getByText(testConfig.support.phone)).toBeInTheDocument();
  });

  it.each([
    ['a missing field', { ...complete, message: '' }, messages.registration.allFieldsRequired],
    ['a malformed e-mail', { ...complete, email: 'nimal@' }, messages.registration.invalidEmail],
    [
      'a first name with a link',
      { ...complete, firstName: 'Nimal http://evil.example' },
      'firstName must start with a letter and contain only letters, spaces, hyphens, apostrophes and dots.',
    ],
    [
      'a last name with markup',
      { ...complete, lastName: '<b>Perera</b>' },
      'lastName must start with a letter and contain only letters, spaces, hyphens, apostrophes and dots.',
    ],
  ])('refuses %s without sending', async (_case, values, message) => {
    const calls = await send(values);
    expect(inAlert(message)).not.toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("says 'Sending...' while the message is on its way, and sends it once however often Submit is pressed", async () => {
    let release: (answer: StubAnswer) => void = () => {};
    const calls = await send(complete, new Promise<StubAnswer>((resolve) => (release = resolve)));
    expect((await screen.findByText('Sending...')).closest('[role="status"]')).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    release({ status: 200, body: envelope('done') });
    expect(await screen.findByText(text.sent)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('sends the message, says so and clears the form', async () => {
    const calls = await send(complete);
    expect((await screen.findByText(text.sent)).closest('[role="status"]')).not.toBeNull();
    expect(calls[0]?.body).toEqual(complete);
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it.each<[string, StubAnswer, string]>([
    ['content other than done', { status: 200, body: envelope('queued') }, text.failed],
    ['a refusal', { status: 400, body: envelope(null, { status: false }) }, text.failed],
    ['a network failure', 'network', text.network],
  ])('keeps the form and shows the message for %s', async (_case, answer, message) => {
    await send(complete, answer);
    expect((await screen.findByText(message)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText('First name')).toHaveValue('Nimal');
  });
});
