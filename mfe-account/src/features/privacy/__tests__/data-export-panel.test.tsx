import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as messages from 'contract/messages';
import type { DataExportArchive, DataExportState } from 'contract/schemas';
import { ok, playerId, refused, renderAccount, renderAccountIn, signInBeforeEach, stub } from '../../../testing/account-area';

signInBeforeEach();

const archive = (fields: Partial<DataExportArchive> = {}): DataExportArchive => ({
  status: 'ready',
  step: 9,
  steps: 9,
  section: null,
  requestedAt: '2026-11-28T04:30:00Z',
  builtAt: '2026-11-28T04:31:00Z',
  expiresAt: '2026-12-05T04:31:00Z',
  ...fields,
});
const state = (fields: Partial<DataExportState> = {}): DataExportState => ({ archive: null, nextRequestAt: null, ...fields });

const panel = async () => screen.findByRole('region', { name: 'Download my data' });

describe('Download my data (/account/privacy)', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:archive');
    URL.revokeObjectURL = jest.fn();
  });

  it('is a tab of the account area and asks for an archive, which then shows as waiting', async () => {
    let asked = false;
    const calls = stub({
      dataExport: () => ok(state(asked ? { archive: archive({ status: 'queued', step: 0, builtAt: null, expiresAt: null }) } : {})),
      requestExport: () => {
        asked = true;
        return ok(state());
      },
    });
    renderAccount('/account/privacy');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(within(await panel()).getByRole('button', { name: 'Prepare my archive' }));
    expect(await screen.findByText('Your archive is waiting to be prepared...')).toHaveAttribute('role', 'status');
    expect(calls.find((call) => call.method === 'POST' && call.url.endsWith('/privacy/export'))?.body).toEqual({ uuid: playerId });
  });

  it('shows the section being collected and how far the build is', async () => {
    stub({
      dataExport: () =>
        ok(state({ archive: archive({ status: 'building', step: 3, section: 'withdrawals', builtAt: null, expiresAt: null }) })),
    });
    renderAccount('/account/privacy');
    expect(await screen.findByText('Collecting your withdrawals... 3 of 9')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of your archive' })).toHaveAttribute('value', '3');
  });

  it('reads the progress again while building, until the archive is ready', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let reads = 0;
    stub({
      dataExport: () => {
        reads += 1;
        return ok(
          state({
            archive: reads < 2 ? archive({ status: 'building', step: 1, section: 'profile', builtAt: null, expiresAt: null }) : archive(),
          }),
        );
      },
    });
    renderAccount('/account/privacy');
    expect(await screen.findByText('Collecting your profile... 1 of 9')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2_000));
    expect(await screen.findByRole('button', { name: 'Download archive' })).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('says until when a ready archive is kept and when the next can be asked for', async () => {
    stub({ dataExport: () => ok(state({ archive: archive(), nextRequestAt: '2026-11-29T04:30:00Z' })) });
    renderAccount('/account/privacy');
    expect(await screen.findByText(/Your archive is ready. You can download it until .*2026.*; then it is deleted./)).toBeInTheDocument();
    expect(screen.getByText(/You can ask for a new archive after .*2026/)).toBeInTheDocument();
  });

  it('refuses to ask again before the day is over: the button is disabled', async () => {
    stub({ dataExport: () => ok(state({ nextRequestAt: '2026-11-29T04:30:00Z' })) });
    renderAccount('/account/privacy');
    expect(await within(await panel()).findByRole('button', { name: 'Prepare my archive' })).toBeDisabled();
  });

  it('downloads with the password typed again and hands the file to the browser', async () => {
    const calls = stub({ dataExport: () => ok(state({ archive: archive() })) });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAccount('/account/privacy');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your password'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Download archive' }));
    expect(await screen.findByText('Your archive is downloaded.')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect(calls.find((call) => call.url.endsWith('/download'))?.body).toEqual({ uuid: playerId, currentPassword: 'my-password' });
    expect(screen.getByLabelText('Your password')).toHaveValue('');
  });

  it('says a wrong password is wrong, and asks for one before sending anything', async () => {
    const calls = stub({
      dataExport: () => ok(state({ archive: archive() })),
      downloadExport: () => refused(403, 'Your current password is not correct.', 'WRONG_PASSWORD'),
    });
    renderAccount('/account/privacy');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download archive' }));
    expect(await screen.findByText(messages.signIn.allFieldsRequired)).toHaveAttribute('role', 'alert');
    expect(calls.filter((call) => call.url.endsWith('/download'))).toHaveLength(0);
    await user.type(screen.getByLabelText('Your password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Download archive' }));
    expect(await screen.findByText('Your current password is not correct.')).toHaveAttribute('role', 'alert');
  });

  it('reads in Sinhala', async () => {
    stub({
      dataExport: () =>
        ok(state({ archive: archive({ status: 'building', step: 2, section: 'coinLedger', builtAt: null, expiresAt: null }) })),
    });
    await renderAccountIn('si', '/account/privacy');
    await waitFor(() => expect(screen.getByText('ඔබගේ කාසි ඉතිහාසය එකතු කරමින්... 9 න් 2')).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'මගේ දත්ත බාගන්න' })).toBeInTheDocument();
  });
});
