import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { NoticesFollowNavigation, NotifyProvider, useNotify } from '../notify/notify-context';

function Controls() {
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => notify('First error', 'error')}>error</button>
      <button onClick={() => notify('Saved!')}>success</button>
      <button onClick={() => navigate('/elsewhere')}>move</button>
      <button
        onClick={() => {
          notify('Login Successful!');
          navigate('/home');
        }}
      >
        announce and move
      </button>
    </>
  );
}

function renderNotices() {
  render(
    <NotifyProvider>
      <MemoryRouter>
        <NoticesFollowNavigation />
        <Controls />
      </MemoryRouter>
    </NotifyProvider>,
  );
}

const press = (name: string) => act(() => screen.getByRole('button', { name }).click());

describe('notices', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one at a time: the newest replaces the one before, whatever its tone', () => {
    renderNotices();
    press('error');
    expect(screen.getByRole('alert')).toHaveTextContent('First error');
    press('success');
    expect(screen.getByRole('status')).toHaveTextContent('Saved!');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('keeps a notice raised with a navigation on the new page, and clears it at the next one', () => {
    renderNotices();
    press('announce and move');
    expect(screen.getByRole('status')).toHaveTextContent('Login Successful!');
    act(() => jest.advanceTimersByTime(2000));
    press('move');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('clears a stale notice when the player moves on, and any notice after five seconds', () => {
    renderNotices();
    press('error');
    act(() => jest.advanceTimersByTime(2000));
    press('move');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    press('success');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
