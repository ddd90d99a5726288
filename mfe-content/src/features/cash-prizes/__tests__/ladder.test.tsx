import { act, cleanup, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { LanguageSelect, tokens } from 'shared';
import { fakeJwt, renderScreen } from 'shared/testing';
import CashPrizesScreen from '../CashPrizesScreen';
import { CONFETTI_END_MS, CONFETTI_FADE_MS, STEP_LOCK_MS, swipeDirection, useLadder } from '../ladder';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ladder state machine', () => {
  it('moves one step per action, clamped to 0..3, with progress 0/25/50/100', () => {
    const { result } = renderHook(() => useLadder({ reducedMotion: false }));
    expect([result.current.step, result.current.progress]).toEqual([0, 0]);
    act(() => result.current.previous());
    expect(result.current.step).toBe(0);
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      act(() => result.current.next());
      seen.push(result.current.progress);
      act(() => jest.advanceTimersByTime(STEP_LOCK_MS));
    }
    expect(seen).toEqual([25, 50, 100, 100, 100]);
    expect(result.current.step).toBe(3);
  });

  it('ignores moves during the 700 ms lock', () => {
    const { result } = renderHook(() => useLadder({ reducedMotion: false }));
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current.step).toBe(1);
    act(() => jest.advanceTimersByTime(STEP_LOCK_MS - 1));
    act(() => result.current.next());
    expect(result.current.step).toBe(1);
    act(() => jest.advanceTimersByTime(1));
    act(() => result.current.next());
    expect(result.current.step).toBe(2);
  });

  it('counts the lock from when each press was made: presses played late and at once move as they were made', () => {
    const { result } = renderHook(() => useLadder({ reducedMotion: true }));
    // Made 800 ms apart before the screen was live (the shell's takeover plays them together).
    const madeAgo = (ms: number) => ({ timeStamp: performance.now() - ms });
    act(() => [2400, 1600, 800].forEach((ago) => result.current.next(madeAgo(ago))));
    expect(result.current.step).toBe(3);
    act(() => jest.advanceTimersByTime(STEP_LOCK_MS));
    // Made 100 ms apart: the lock holds the second and third, as it would have live.
    act(() => [300, 200, 100].forEach((ago) => result.current.previous(madeAgo(ago))));
    expect(result.current.step).toBe(2);
  });

  it('shows confetti on reaching step 3 forward, fading at 5 s, gone at 6 s', () => {
    const { result } = renderHook(() => useLadder({ reducedMotion: false }));
    for (let i = 0; i < 2; i++) {
      act(() => result.current.next());
      act(() => jest.advanceTimersByTime(STEP_LOCK_MS));
    }
    expect(result.current.confetti).toBe('off');
    act(() => result.current.next());
    expect(result.current.confetti).toBe('on');
    act(() => jest.advanceTimersByTime(CONFETTI_FADE_MS - 1));
    expect(result.current.confetti).toBe('on');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.confetti).toBe('fading');
    act(() => jest.advanceTimersByTime(CONFETTI_END_MS - CONFETTI_FADE_MS));
    expect(result.current.confetti).toBe('off');
  });

  it('shows no confetti under reduced motion', () => {
    const { result } = renderHook(() => useLadder({ reducedMotion: true }));
    for (let i = 0; i < 3; i++) {
      act(() => result.current.next());
      act(() => jest.advanceTimersByTime(STEP_LOCK_MS));
    }
    expect(result.current.step).toBe(3);
    expect(result.current.confetti).toBe('off');
  });

  it.each([
    [300, 249, 1],
    [300, 250, null],
    [200, 251, -1],
    [200, 250, null],
  ])('a swipe from %i to %i px moves %p', (start, end, direction) => {
    expect(swipeDirection(start, end)).toBe(direction);
  });
});

describe('cash prizes screen', () => {
  afterEach(() => sessionStorage.clear());

  it('offers a visitor to sign up, and a signed-in player to withdraw instead', () => {
    renderLadder();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/get-started/');
    cleanup();
    sessionStorage.setItem('access_token', fakeJwt({ sub: 'player-uuid' }));
    renderLadder();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Withdraw your prize' })[0]).toHaveAttribute('href', '/withdrawal');
  });

  it("keeps its nav clear of the shell's 'Language' control in the top-right corner from the desktop width, at the control's widest", () => {
    // jsdom lays nothing out: the test reads the styles the two elements are given.
    renderScreen(
      <>
        <LanguageSelect />
        <CashPrizesScreen />
      </>,
    );
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const declared = (element: Element, property: string, inMedia = '') => {
      const classes = [...element.classList].map((name) => `\\.${name}`).join('|');
      const rule = new RegExp(`${inMedia}(?:${classes})\\{(?:[^}]*;)?${property}:([^;}]+)`);
      return css.match(rule)?.[1]?.trim();
    };
    const rem = (value: string | undefined) => [...(value ?? '').matchAll(/([\d.]+)rem/g)].reduce((sum, [, n]) => sum + Number(n), 0);
    const nav = screen.getByRole('link', { name: 'Sign up' }).closest('nav')!;
    const desktop = `@media \\(min-width: ${tokens.breakpoint.desktop}\\)\\{`;
    const widest = rem(declared(screen.getByRole('combobox', { name: 'Language' }), 'max-width'));
    expect(widest).toBeGreaterThan(0);
    // The shell's bar pads the control by space.md from the right; the nav must end before both, with a gap.
    expect(rem(declared(nav, 'right', desktop))).toBeGreaterThan(rem(tokens.space.md) + widest);
  });

  function renderLadder() {
    renderScreen(<CashPrizesScreen />, { route: '/cashprizes' });
    return screen.getByRole('main');
  }
  const progress = () => screen.getByRole('progressbar', { name: 'Prize ladder progress' });

  it('shows the intro and moves with the arrow keys, announcing the step', () => {
    const stage = renderLadder();
    expect(screen.getByRole('heading', { name: 'Climb the Ladder' })).toBeInTheDocument();
    expect(screen.getByText('Play, Compete, Win cash prizes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Explore more' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    fireEvent.keyDown(stage, { key: 'ArrowDown' });
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Step 2 of 4: First reward, Earn 5,000 points');
    act(() => jest.advanceTimersByTime(STEP_LOCK_MS));
    fireEvent.keyDown(stage, { key: 'ArrowUp' });
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
  });

  it('moves with the mouse wheel and with swipes over 50 px', () => {
    const stage = renderLadder();
    fireEvent.wheel(stage, { deltaY: 120 });
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
    act(() => jest.advanceTimersByTime(STEP_LOCK_MS));
    fireEvent.touchStart(stage, { touches: [{ clientY: 400 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientY: 360 }] });
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
    fireEvent.touchStart(stage, { touches: [{ clientY: 400 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientY: 300 }] });
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('heading', { name: 'Earn 500,000 points' })).toBeInTheDocument();
  });
});
