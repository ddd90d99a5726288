/**
 * The short label a player's sessions and sign-ins are shown with ("Chrome on Android"), read
 * from the User-Agent header. Only the label is kept, never the header: it is chosen from the
 * fixed names below, so nothing the client sent reaches the database or a screen as it was.
 * No parser library is in the lockfile, and this needs no more than the common browsers and
 * systems (order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says
 * "Safari", Android also says "Linux").
 */

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOPiOS\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_BROWSER = 'Unknown browser';

/** Headers longer than this are not read (a real one is a few hundred characters). */
const MAX_USER_AGENT_LENGTH = 1024;

const firstMatch = (text: string, table: readonly (readonly [RegExp, string])[]) => table.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on Android", "Safari on iOS", "Firefox" (system unknown), or "Unknown browser". */
export function browserLabel(userAgent: string | undefined): string {
  if (!userAgent || userAgent.length > MAX_USER_AGENT_LENGTH) return UNKNOWN_BROWSER;
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (!browser) return system ? `${UNKNOWN_BROWSER} on ${system}` : UNKNOWN_BROWSER;
  return system ? `${browser} on ${system}` : browser;
}
