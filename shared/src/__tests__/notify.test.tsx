import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { NoticeSlot, NoticesFollowNavigation, NotifyProvider, useNotify } from '../notify/notify-context';

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

  it("shows a notice on a phone in the page's flow under its bar, above the buttons it would cover floating; screen readers hear it once, from the live region", () => {
    render(
      <NotifyProvider>
        <MemoryRouter>
          <header>PlayPrize</header>
          <NoticeSlot />
          <main>
            <Controls />
          </main>
        </MemoryRouter>
      </NotifyProvider>,
    );
    press('announce and move');
    const slot = document.querySelector('[data-notice-slot]')!;
    const shown = slot.querySelector('[data-notice]')!;
    expect(shown).toHaveAttribute('data-notice', 'Login Successful!');
    // In the flow before the page's buttons, and hidden from screen readers, whose live region says it.
    expect(slot.compareDocumentPosition(screen.getByRole('button', { name: 'success' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(slot).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Login Successful!');
    expect(screen.getAllByText('Login Successful!')).toHaveLength(1);
    // On a phone, the floating region is then visually hidden: it never floats over the page.
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const region = screen.getByRole('status').parentElement!;
    expect(region).toHaveAttribute('data-slotted');
    const hidden = new RegExp(
      `@media \\(max-width: calc\\(640px - 1px\\)\\)\\{[^@]*\\.${region.classList[1]}\\[data-slotted\\][^}]*clip:rect\\(0 0 0 0\\)`,
    );
    expect(css).toMatch(hidden);
    act(() => jest.advanceTimersByTime(5000));
    expect(slot).toBeEmptyDOMElement();
  });
});
