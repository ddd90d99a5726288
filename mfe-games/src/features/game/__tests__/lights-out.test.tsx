import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIGHTS_OUT_CELLS, pressLight, type Lights, type Move } from 'contract/games';
import { dealt, ok, renderGames, signInBeforeEach, stub, type Answers } from '../../../testing/games-area';

const clock = signInBeforeEach();

const dark: Lights = Array.from({ length: LIGHTS_OUT_CELLS }, () => false);
/** Pressing the middle light (13th) then the top left (1st) of a dark board: pressing them again turns every light off. */
const twoFromDark = pressLight(pressLight(dark, 12)!, 0)!;

const board = () => screen.getByRole('group', { name: /Lights Out board/ });
const lightNames = () =>
  within(board())
    .getAllByRole('button')
    .map((light) => light.getAttribute('aria-label'));
const lit = () => lightNames().flatMap((name, cell) => (name?.endsWith(', on') ? [cell] : []));
const submitted = (calls: ReturnType<typeof stub>) =>
  calls.filter((call) => call.url.endsWith('/submit')).map((call) => call.body as { attemptId: string; moves: Move[] });

async function dealBoard(lights: Lights = twoFromDark, answers: Answers = {}) {
  const calls = stub({ start: () => ok(dealt({ kind: 'lights-out', size: 5, lights }, { gameId: 'lights-out' })), ...answers });
  const user = userEvent.setup();
  renderGames('/games/lights-out');
  await user.click(screen.getByRole('button', { name: "Play today's challenge" }));
  await screen.findByRole('group', { name: /Lights Out board/ });
  return { calls, user };
}

describe('Lights Out', () => {
  it('deals the board the server sent: 25 buttons in reading order, each named by its number and whether it is on', async () => {
    const { calls } = await dealBoard();
    expect(lightNames()).toHaveLength(25);
    expect(lightNames()[1]).toBe('Light 2, on');
    expect(lightNames()[2]).toBe('Light 3, off');
    expect(lit()).toEqual([0, 1, 5, 7, 11, 12, 13, 17]);
    expect(screen.getByText('Lights on: 8')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/attempts'))?.body).toEqual({ gameId: 'lights-out', mode: 'daily' });
    expect(screen.getByRole('button', { name: 'Light 13, on' })).toHaveFocus();
  });

  it('switches a light and its neighbours on a click, and counts the press', async () => {
    const { user } = await dealBoard();
    clock.advance(1300);
    await user.click(screen.getByRole('button', { name: 'Light 13, on' }));
    expect(lit()).toEqual([0, 1, 5]);
    expect(screen.getByText('Moves: 1')).toBeInTheDocument();
  });

  it('switches on a touch (pointer down and up, then the click a tap makes)', async () => {
    await dealBoard();
    clock.advance(1300);
    const light = screen.getByRole('button', { name: 'Light 1, on' });
    fireEvent.pointerDown(light, { pointerType: 'touch' });
    fireEvent.pointerUp(light, { pointerType: 'touch' });
    fireEvent.click(light);
    expect(lit()).toEqual([7, 11, 12, 13, 17]);
  });

  it('moves the focus with the arrow keys, stopping at the edges, and presses with Enter and Space', async () => {
    const { user, calls } = await dealBoard();
    clock.advance(1300);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Light 1, on' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(lit()).toEqual([7, 11, 12, 13, 17]);
    expect(screen.getByText('Moves: 1')).toBeInTheDocument();
    clock.advance(500);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Light 13, on' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(submitted(calls)).toHaveLength(1));
    expect(submitted(calls)[0]!.moves.map((move) => move.value)).toEqual([0, 12]);
  });

  it('presses once for a held key, and ignores a second press sooner than a person can play', async () => {
    await dealBoard();
    clock.advance(1300);
    const middle = screen.getByRole('button', { name: 'Light 13, on' });
    fireEvent.keyDown(middle, { key: 'Enter' });
    clock.advance(50);
    fireEvent.click(screen.getByRole('button', { name: 'Light 1, on' }));
    expect(screen.getByText('Moves: 1')).toBeInTheDocument();
    clock.advance(500);
    fireEvent.keyDown(middle, { key: 'Enter', repeat: true });
    expect(screen.getByText('Moves: 1')).toBeInTheDocument();
    expect(lit()).toEqual([0, 1, 5]);
  });

  it('says "Get ready..." and takes no press until the board has been shown 1.2 s, the least the server accepts', async () => {
    const { user } = await dealBoard();
    expect(screen.getByText('Get ready...')).toBeInTheDocument();
    clock.advance(1000);
    await user.click(screen.getByRole('button', { name: 'Light 13, on' }));
    expect(lit()).toEqual([0, 1, 5, 7, 11, 12, 13, 17]);
    clock.advance(200);
    expect(await screen.findByText('Moves: 0')).toBeInTheDocument();
  });

  it('submits the presses as soon as the last light goes out', async () => {
    const { user, calls } = await dealBoard();
    clock.advance(1300);
    await user.click(screen.getByRole('button', { name: 'Light 13, on' }));
    clock.advance(700);
    await user.click(screen.getByRole('button', { name: 'Light 1, on' }));
    await waitFor(() => expect(submitted(calls)).toHaveLength(1));
    expect(submitted(calls)[0]).toEqual({
      attemptId: expect.any(String),
      moves: [
        { value: 12, at: 1300 },
        { value: 0, at: 2000 },
      ],
    });
    expect(await screen.findByText('You won 50 coins!')).toBeInTheDocument();
  });

  it('sends nothing when the time runs out with lights on', async () => {
    const { calls } = await dealBoard(twoFromDark, {
      start: () => ok(dealt({ kind: 'lights-out', size: 5, lights: twoFromDark }, { gameId: 'lights-out', remainingMs: 65_000 })),
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Time left: 1:05');
    clock.advance(65_000);
    expect(await screen.findByText('This game ran out of time, so it earns nothing.')).toBeInTheDocument();
    expect(submitted(calls)).toHaveLength(0);
  });

  describe('the toggle animation', () => {
    const animate = jest.fn();
    // jsdom has no matchMedia: the player's setting is given as a browser would answer it.
    const reduceMotion = (reduce: boolean) =>
      Object.defineProperty(window, 'matchMedia', {
        configurable: true,
        value: (query: string) => ({
          matches: reduce && query.includes('reduce'),
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }),
      });
    beforeEach(() => {
      animate.mockClear();
      Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
    });
    afterEach(() => {
      delete (HTMLElement.prototype as { animate?: unknown }).animate;
      delete (window as { matchMedia?: unknown }).matchMedia;
    });

    it('pulses each light a press switched', async () => {
      reduceMotion(false);
      const { user } = await dealBoard();
      clock.advance(1300);
      await user.click(screen.getByRole('button', { name: 'Light 13, on' }));
      expect(animate).toHaveBeenCalledTimes(5);
    });

    it('does not move at all when the player asked for less motion', async () => {
      reduceMotion(true);
      const { user } = await dealBoard();
      clock.advance(1300);
      await user.click(screen.getByRole('button', { name: 'Light 13, on' }));
      expect(lit()).toEqual([0, 1, 5]);
      expect(animate).not.toHaveBeenCalled();
    });
  });
});
