/**
 * Wrong passwords counted in this browser (ADR 043). The server answers a locked account
 * exactly as a wrong password, so that nobody can learn which addresses have accounts; the browser
 * that keeps being refused is told instead that sign-in pauses for a while, and offered the reset.
 * Counted whatever the address, forgotten after a success or once the longest lockout has passed.
 */
const STORAGE_KEY = 'playprize.refusedSignIns';

/** The server's lockout: 5 wrong passwords, then a wait that grows to at most 15 minutes. */
export const REFUSALS_BEFORE_HINT = 5;
const FORGET_AFTER_MS = 15 * 60 * 1000;

interface Refusals {
  count: number;
  lastAt: number;
}

function read(now: number): Refusals {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Refusals> | null;
    if (stored && typeof stored.count === 'number' && typeof stored.lastAt === 'number' && now - stored.lastAt < FORGET_AFTER_MS) {
      return { count: stored.count, lastAt: stored.lastAt };
    }
  } catch {
    // Storage unavailable or the entry unreadable: start again.
  }
  return { count: 0, lastAt: now };
}

/** Whether this browser has been refused often enough lately to show the hint. */
export const showsPauseHint = (now = Date.now()) => read(now).count >= REFUSALS_BEFORE_HINT;

/** One more wrong password: answers whether the hint shows now. */
export function countRefusal(now = Date.now()): boolean {
  const count = read(now).count + 1;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ count, lastAt: now }));
  } catch {
    // Private mode without storage: the hint shows within this page only.
  }
  return count >= REFUSALS_BEFORE_HINT;
}

export function forgetRefusals(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
