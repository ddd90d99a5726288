/**
 * Sizes of the adversarial suites: `npm test` runs them reduced (still meaningful), and
 * `npm run test:stress` (STRESS=1) at full size.
 */
export const STRESS = process.env.STRESS === '1';

/** `reduced` in a normal run, `full` under STRESS=1. */
export function bySize<T>(reduced: T, full: T): T {
  return STRESS ? full : reduced;
}
