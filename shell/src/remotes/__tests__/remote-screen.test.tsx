import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteScreen } from '../RemoteScreen';

// The federation runtime is the edge here: it fetches manifests and scripts from other origins.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

beforeEach(() => {
  loadRemoteMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

// Loaded screens are cached per module for the page's life, so each case uses its own module.
function renderSlot(module: './Home' | './Contact' | './CashPrizes' | './PrivacyPolicy') {
  return render(
    <MemoryRouter>
      <RemoteScreen remote="content" module={module} />
    </MemoryRouter>,
  );
}

describe('RemoteScreen', () => {
  it('loads the screen by its federation id and renders it', async () => {
    loadRemoteMock.mockResolvedValue({ default: () => <h1>Home screen</h1> });
    renderSlot('./Home');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('content/Home');
  });

  it('shows a friendly message when the remote is down, and Retry recovers without a reload', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to get manifestJson for content'));
    const view = renderSlot('./Contact');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

    loadRemoteMock.mockResolvedValue({ default: () => <h1>Back again</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    view.unmount();
  });

  it('treats a module without a default export as a failed load', async () => {
    loadRemoteMock.mockResolvedValue({});
    renderSlot('./CashPrizes');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says a remote built for another major release needs an update, with no Retry that cannot help', async () => {
    loadRemoteMock.mockRejectedValue(
      new Error(
        '[ Federation Runtime ]: Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of content which needs ^18.2.0)',
      ),
    );
    renderSlot('./PrivacyPolicy');
    expect(await screen.findByRole('heading', { name: 'This part of PlayPrize needs an update' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
