/**
 * Unscramble's rules (ADR 067): the words and their scrambles, the deal per seed, what the browser
 * is shown, and the replay's verdicts.
 */
import {
  dealUnscramble,
  dealUnscrambleLike,
  games,
  replayUnscramble,
  revealedUnscramble,
  unscrambleRules,
  UNSCRAMBLE_CLEAR,
  UNSCRAMBLE_COUNT,
  UNSCRAMBLE_WORDS,
  type Move,
  type UnscrambleDeal,
} from '../games';
import { winningPlayers } from '../testing/winning-players';

const SEEDS = Array.from({ length: 300 }, (_, index) => index * 7919 - 1_000_000);
const { minFirstMoveMs, minAverageMoveMs, timeLimitMs } = games.unscramble;

/** Moves at a comfortable human pace. */
const paced = (values: readonly number[], gap = minAverageMoveMs + 50): Move[] =>
  values.map((value, index) => ({ value, at: minFirstMoveMs + 100 + index * gap }));
const elapsedOf = (moves: readonly Move[]) => (moves.at(-1)?.at ?? 0) + 1_000;
const replay = (deal: UnscrambleDeal, moves: readonly Move[], elapsedMs = elapsedOf(moves)) => replayUnscramble(deal, moves, { elapsedMs });

/** Picks each tile of the word's letters in order: `wrong` words are picked in the tiles' own order (never a listed word). */
function spell(deal: UnscrambleDeal, wrong: ReadonlySet<number> = new Set()): number[] {
  return deal.words.flatMap(({ word, tiles }, place) => {
    if (wrong.has(place)) return tiles.map((_, index) => index);
    const used: number[] = [];
    for (const letter of word) used.push(tiles.findIndex((tile, index) => tile === letter && !used.includes(index)));
    return used;
  });
}

/** The winning player's moves, each shown only what the browser is shown. */
function playedToWin(deal: UnscrambleDeal): number[] {
  const player = winningPlayers.unscramble();
  const values: number[] = [];
  for (let value = player.next(revealedUnscramble(deal, paced(values))); value !== null;) {
    values.push(value);
    value = player.next(revealedUnscramble(deal, paced(values)));
  }
  return values;
}

describe('the word list', () => {
  it('holds about 300 words of 5 or 6 lower-case letters a to z, each once', () => {
    expect(UNSCRAMBLE_WORDS.length).toBeGreaterThanOrEqual(300);
    for (const word of UNSCRAMBLE_WORDS) expect(word).toMatch(/^[a-z]{5,6}$/);
    expect(new Set(UNSCRAMBLE_WORDS).size).toBe(UNSCRAMBLE_WORDS.length);
  });
});

describe('the deal', () => {
  it('deals 8 different words, the same for the same seed, each scrambled into no listed word', () => {
    const listed = new Set(UNSCRAMBLE_WORDS);
    expect(dealUnscramble(42)).toEqual(dealUnscramble(42));
    expect(dealUnscramble(42)).not.toEqual(dealUnscramble(43));
    for (const seed of SEEDS) {
      const { words } = dealUnscramble(seed);
      expect(new Set(words.map(({ word }) => word)).size).toBe(UNSCRAMBLE_COUNT);
      for (const { word, tiles } of words) {
        expect(listed.has(word)).toBe(true);
        expect([...tiles].sort()).toEqual([...word].sort());
        expect(tiles.join('')).not.toBe(word);
        expect(listed.has(tiles.join(''))).toBe(false);
      }
    }
  });

  it("deals each player words as long as the day's, in the same places, words of their own", () => {
    const day = dealUnscramble(1);
    for (const seed of SEEDS.slice(0, 50)) {
      const own = dealUnscrambleLike(day, seed);
      expect(own.words.map(({ word }) => word.length)).toEqual(day.words.map(({ word }) => word.length));
      expect(new Set(own.words.map(({ word }) => word)).size).toBe(UNSCRAMBLE_COUNT);
    }
    expect(dealUnscrambleLike(day, 5)).not.toEqual(day);
  });
});

describe('what the browser is shown', () => {
  const deal = dealUnscramble(9);
  const letters = (value: unknown) => JSON.stringify(value).replace(/[^a-z]/g, '');

  it("shows only the first word's tiles at the deal: no other word's letters, not the answer", () => {
    const view = revealedUnscramble(deal, []);
    expect(view).toEqual({ kind: 'unscramble', count: 8, judged: [], current: { tiles: deal.words[0]!.tiles, picked: [] } });
    expect(JSON.stringify(view)).not.toContain(deal.words[0]!.word);
    for (const { word } of deal.words.slice(1)) expect(JSON.stringify(view)).not.toContain(word);
  });

  it('shows the picks of the current word, and the next word only once the current one is complete', () => {
    const values = spell(deal);
    const firstLength = deal.words[0]!.tiles.length;
    const partway = revealedUnscramble(deal, paced(values.slice(0, 2)));
    expect(partway.current).toEqual({ tiles: deal.words[0]!.tiles, picked: values.slice(0, 2) });
    expect(partway.judged).toEqual([]);
    const next = revealedUnscramble(deal, paced(values.slice(0, firstLength)));
    expect(next.judged).toEqual([{ spelled: deal.words[0]!.word, right: true, answer: deal.words[0]!.word }]);
    expect(next.current).toEqual({ tiles: deal.words[1]!.tiles, picked: [] });
    expect(letters(next)).not.toContain(deal.words[2]!.word);
  });

  it('clears the picks with -1 and shows no word once all are judged', () => {
    const values = spell(deal);
    expect(revealedUnscramble(deal, paced([values[0]!, UNSCRAMBLE_CLEAR])).current!.picked).toEqual([]);
    const done = revealedUnscramble(deal, paced(values));
    expect(done.current).toBeNull();
    expect(unscrambleRules.paced.finished(deal, paced(values))).toBe(true);
    expect(unscrambleRules.paced.finished(deal, paced(values.slice(0, -1)))).toBe(false);
    // An impossible move ends the game: the server takes nothing after it.
    expect(unscrambleRules.paced.finished(deal, paced([99]))).toBe(true);
  });
});

describe('the replay', () => {
  const deal = dealUnscramble(2026);

  it('wins with 6 right words, not with 5, and adds 2 a second left only when all 8 are right', () => {
    const all = paced(spell(deal));
    expect(replay(deal, all, 60_000)).toEqual({
      outcome: 'verified',
      won: true,
      score: 8 * 100 + 60 * 2,
      moveCount: all.length,
      correct: 8,
    });
    const six = paced(spell(deal, new Set([3, 7])));
    expect(replay(deal, six, 60_000)).toMatchObject({ won: true, score: 600, correct: 6 });
    const five = paced(spell(deal, new Set([0, 3, 7])));
    expect(replay(deal, five, 60_000)).toMatchObject({ outcome: 'verified', won: false, score: 500, correct: 5 });
  });

  it('counts another listed word spelled from the same letters', () => {
    const anagrams: UnscrambleDeal = {
      kind: 'unscramble',
      words: [{ word: 'listen', tiles: ['t', 'n', 'e', 'l', 's', 'i'] }, ...deal.words.slice(1)],
    };
    const silent = [4, 5, 3, 2, 1, 0];
    const rest = spell(deal).slice(deal.words[0]!.tiles.length);
    expect(replay(anagrams, paced([...silent, ...rest]))).toMatchObject({ won: true, correct: 8 });
    expect(revealedUnscramble(anagrams, paced(silent)).judged).toEqual([{ spelled: 'silent', right: true, answer: 'silent' }]);
  });

  it('counts a word started again after a clear', () => {
    const values = spell(deal);
    expect(replay(deal, paced([values[1]!, UNSCRAMBLE_CLEAR, ...values]))).toMatchObject({ won: true, correct: 8 });
  });

  it('wins for many seeds when played by the winning player, shown only what the browser is shown', () => {
    for (const seed of SEEDS.slice(0, 100)) {
      const dealt = dealUnscramble(seed);
      expect(replay(dealt, paced(playedToWin(dealt)))).toMatchObject({ outcome: 'verified', won: true, correct: 8 });
    }
  });

  it.each([
    ['a tile out of range', (values: number[]) => [6, ...values]],
    ['a negative tile other than the clear', (values: number[]) => [-2, ...values]],
    ['a tile already picked', (values: number[]) => [values[0]!, values[0]!, ...values.slice(1)]],
    ['a clear with nothing picked', (values: number[]) => [UNSCRAMBLE_CLEAR, ...values]],
    ['a move after the last word', (values: number[]) => [...values, 0]],
    ['a value that is not a whole number', (values: number[]) => [0.5, ...values]],
  ])('refuses %s as an impossible move', (_case, forge) => {
    expect(replay(deal, paced(forge(spell(deal))))).toEqual({ outcome: 'refused', refusal: 'impossible-move' });
  });

  it('refuses a tile index 5 on a 5-letter word', () => {
    const five = dealUnscramble(SEEDS.find((seed) => dealUnscramble(seed).words[0]!.word.length === 5)!);
    expect(replay(five, paced([5]))).toEqual({ outcome: 'refused', refusal: 'impossible-move' });
  });

  it('refuses a move after the 2 minutes, and moves faster than a human', () => {
    const values = spell(deal);
    const late = paced(values).map((move, index) => (index === values.length - 1 ? { ...move, at: timeLimitMs + 1 } : move));
    expect(replay(deal, late)).toEqual({ outcome: 'refused', refusal: 'impossible-move' });
    expect(replay(deal, paced(values, 100))).toEqual({ outcome: 'refused', refusal: 'too-fast' });
    expect(replay(deal, paced(values), 2_000)).toEqual({ outcome: 'refused', refusal: 'too-fast' });
  });

  it('calls a run perfect only when all 8 are right', () => {
    const all = replay(deal, paced(spell(deal)));
    const six = replay(deal, paced(spell(deal, new Set([0, 1]))));
    if (all.outcome !== 'verified' || six.outcome !== 'verified') throw new Error('Both are possible plays.');
    expect(unscrambleRules.perfect(deal, all)).toBe(true);
    expect(unscrambleRules.perfect(deal, six)).toBe(false);
  });
});
