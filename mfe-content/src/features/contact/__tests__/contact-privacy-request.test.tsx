import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as messages from 'contract/messages';
import { envelope, renderScreen, stubHttp, testConfig } from 'shared/testing';
import ContactScreen from '../ContactScreen';

const fields = {
  'First name': 'Nimal',
  'Last name': 'Perera',
  Email: 'nimal@example.com',
  Phone: '0771234567',
  Message: 'Delete my data.',
};

/** ADR 060: the spec's five fields, and one explicit box for a request about personal data. */
describe('a privacy request through the contact form', () => {
  async function sendWith(tick: boolean) {
    const calls = stubHttp(testConfig.apiBaseUrl, { 'POST /api/open/contact-support': () => ({ status: 200, body: envelope('done') }) });
    const user = userEvent.setup();
    renderScreen(<ContactScreen />);
    for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label), value);
    const box = screen.getByRole('checkbox', { name: /This is a request about my personal data/ });
    expect(box).not.toBeChecked();
    if (tick) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.contact.sent)).toBeInTheDocument();
    return { calls, box };
  }

  it('sends privacyRequest: true when ticked, and clears the box with the form', async () => {
    const { calls, box } = await sendWith(true);
    expect(calls[0]!.body).toEqual({
      firstName: 'Nimal',
      lastName: 'Perera',
      email: 'nimal@example.com',
      phone: '0771234567',
      message: 'Delete my data.',
      privacyRequest: true,
    });
    expect(box).not.toBeChecked();
  });

  it("sends the spec's fields alone when not ticked", async () => {
    const { calls } = await sendWith(false);
    expect(Object.keys(calls[0]!.body as object).sort()).toEqual(['email', 'firstName', 'lastName', 'message', 'phone']);
  });
});
