/** The short browser label sessions and sign-ins are shown with (domain/browser-label.ts): never the User-Agent itself. */
import { browserLabel, UNKNOWN_BROWSER } from '../src/domain/browser-label';
import { BROWSERS } from './support/account';

describe('browserLabel', () => {
  it.each([
    [BROWSERS.chromeOnAndroid, 'Chrome on Android'],
    [BROWSERS.safariOnIos, 'Safari on iOS'],
    [BROWSERS.firefoxOnWindows, 'Firefox on Windows'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/116.0.0.0',
      'Opera on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome on iOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
      'Firefox on iOS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on Linux'],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on ChromeOS',
    ],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', `${UNKNOWN_BROWSER} on Windows`],
    ['curl/8.5.0', UNKNOWN_BROWSER],
    ['lightMyRequest', UNKNOWN_BROWSER],
    ['', UNKNOWN_BROWSER],
    [undefined, UNKNOWN_BROWSER],
  ])('reads %j as %j', (userAgent, label) => {
    expect(browserLabel(userAgent)).toBe(label);
  });

  it('answers only its own words, whatever the header holds, and reads no header longer than 1,024 characters', () => {
    const hostile = 'Chrome/1 <script>alert(1)</script> Android \u202E\n Windows';
    expect(browserLabel(hostile)).toBe('Chrome on Android');
    expect(browserLabel(`${BROWSERS.chromeOnAndroid}${' '.repeat(1024)}`)).toBe(UNKNOWN_BROWSER);
    for (const userAgent of Object.values(BROWSERS)) expect(browserLabel(userAgent).length).toBeLessThanOrEqual(60);
  });
});
