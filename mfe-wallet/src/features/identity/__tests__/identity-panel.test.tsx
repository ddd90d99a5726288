import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, renderScreen, type StubAnswer } from 'shared/testing';
import { IdentityPanel } from '../components/IdentityPanel';
import { signInBeforeEach, identityState, stubIdentity, text, type IdentityAnswers } from './identity-harness';

signInBeforeEach();

function renderPanel(onVerify = jest.fn()) {
  renderScreen(<IdentityPanel notice={null} onVerify={onVerify} />);
  return onVerify;
}

const panel = () => screen.findByRole('region', { name: text.title });

describe('identity panel', () => {
  it('not verified: says so, explains why, and offers to verify', async () => {
    stubIdentity({ read: { status: 200, body: identityState('not_verified') } });
    const onVerify = renderPanel();
    const region = await panel();
    expect(await within(region).findByText('Not verified')).toBeInTheDocument();
    expect(region).toHaveTextContent(text.explain.not_verified);
    expect(region).not.toHaveTextContent('NIC ending');
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Verify your identity' }));
    expect(onVerify).toHaveBeenCalledTimes(1);
  });

  it('under review: says so with the NIC by its ending and the day it was sent, and offers nothing to do', async () => {
    stubIdentity({ read: { status: 200, body: identityState('under_review', { submittedAt: '2026-11-23T08:00:00Z' }) } });
    renderPanel();
    const region = await panel();
    expect(await within(region).findByText('Under review')).toBeInTheDocument();
    expect(region).toHaveTextContent(text.explain.under_review);
    expect(region).toHaveTextContent('NIC ending 123V · sent on 23 Nov 2026');
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('rejected: says so with the reason, and offers to verify again', async () => {
    stubIdentity({
      read: {
        status: 200,
        body: identityState('rejected', { rejectionReason: 'The photo of the back is blurred.', reviewedAt: '2026-11-24T08:00:00Z' }),
      },
    });
    renderPanel();
    const region = await panel();
    expect(await within(region).findByText('Rejected')).toBeInTheDocument();
    expect(region).toHaveTextContent(text.explain.rejected);
    expect(region).toHaveTextContent('Reason: The photo of the back is blurred.');
    expect(region).toHaveTextContent('NIC ending 123V');
    expect(within(region).getByRole('button', { name: 'Verify your identity' })).toBeInTheDocument();
  });

  it('verified: one calm line, no explanation and nothing to do', async () => {
    stubIdentity({ read: { status: 200, body: identityState('verified') } });
    renderPanel();
    const region = await panel();
    expect(await within(region).findByText('Verified')).toBeInTheDocument();
    expect(region).toHaveTextContent('NIC ending 123V');
    expect(region).not.toHaveTextContent(text.explain.verified);
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('shows the NIC by its last 4 characters only, whatever the answer carries', async () => {
    stubIdentity({ read: { status: 200, body: identityState('under_review', { nicEnding: '199012345678' }) } });
    renderPanel();
    const region = await panel();
    expect(await within(region).findByText(/NIC ending 5678/)).toBeInTheDocument();
    expect(region).not.toHaveTextContent('1990123');
  });

  it('says it is loading until the status is read', async () => {
    let answer: (value: StubAnswer) => void = () => undefined;
    stubIdentity({ read: new Promise((resolve) => (answer = resolve)) });
    renderPanel();
    const region = await panel();
    expect(within(region).getByText('Loading...')).toHaveAttribute('role', 'status');
    answer({ status: 200, body: identityState('verified') });
    expect(await within(region).findByText('Verified')).toBeInTheDocument();
    expect(within(region).queryByText('Loading...')).toBeNull();
  });

  it('says the read failed, with a Retry that reads it again', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers: IdentityAnswers = { read: { status: 404, body: envelope(null, { status: false, error_code: 'NOT_FOUND' }) } };
    stubIdentity(answers);
    renderPanel();
    const region = await panel();
    expect(await within(region).findByText(text.loadFailed)).toBeInTheDocument();
    expect(within(region).getByText(text.loadFailed).closest('[role="alert"]')).not.toBeNull();
    expect(within(region).queryByRole('button', { name: 'Verify your identity' })).toBeNull();
    answers.read = { status: 200, body: identityState('not_verified') };
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await within(await panel()).findByText('Not verified')).toBeInTheDocument();
    expect(screen.queryByText(text.loadFailed)).toBeNull();
    log.mockRestore();
  });
});
