/**
 * The page's language (ADR 034): chosen by the URL, the stored choice or the browser,
 * kept in localStorage and a cookie, on <html lang>, switched by the 'Language' control in every
 * consumer at once and in the page's other tabs, and each app's messages following it without a
 * reload or a flash of English.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import {
  acceptLanguageTags,
  chooseLanguage,
  createMessages,
  currentLanguage,
  LanguageSelect,
  preferredLanguage,
  setLanguage,
  useLanguage,
} from '../i18n';

describe('choosing the first language', () => {
  it.each([
    [['si-LK', 'en'], 'si'],
    [['ta-IN'], 'ta'],
    [['fr-FR', 'ta'], 'ta'],
    [['fr-FR', 'de'], 'en'],
    [[], 'en'],
  ])('the browser preferring %j gets %s', (languages, expected) => {
    expect(preferredLanguage(languages)).toBe(expected);
  });

  it.each([
    ['fr-FR, ta-IN;q=0.8, si;q=0.5', ['fr-FR', 'ta-IN', 'si']],
    ['si;q=0.5, en-GB;Q=0.9, ta', ['ta', 'en-GB', 'si']],
    ['*, ta;q=0, si;q=x, en;q=0.1', ['en']],
    [
      ['si-LK', 'ta;q=0.2'],
      ['si-LK', 'ta'],
    ],
    [undefined, []],
  ])("reads the Accept-Language header %j as the browser's languages %j (a server's navigator.languages)", (header, tags) => {
    expect(acceptLanguageTags(header)).toEqual(tags);
  });

  it('takes ?lang= first, then the stored choice, then the browser', () => {
    expect(chooseLanguage('?lang=ta', 'si', ['en'])).toBe('ta');
    expect(chooseLanguage('?x=1&lang=si', null, ['ta'])).toBe('si');
    expect(chooseLanguage('?lang=fr', 'ta', ['si'])).toBe('ta');
    expect(chooseLanguage('', 'si', ['ta'])).toBe('si');
    expect(chooseLanguage('', 'xx', ['ta-LK'])).toBe('ta');
    expect(chooseLanguage('', null, ['en-GB'])).toBe('en');
  });
});

function LanguageProbe() {
  return <output data-testid="language">{useLanguage()}</output>;
}

const cookieLanguage = () => document.cookie.match(/(?:^|; )lang=(\w+)/)?.[1];

// One page load: the module keeps the page's language from its first read on.
describe('the page language', () => {
  beforeAll(() => {
    localStorage.clear();
    window.history.replaceState({}, '', '/signin?lang=si');
  });

  it('is the one ?lang= names at load, kept in localStorage, the cookie and <html lang>', () => {
    expect(currentLanguage()).toBe('si');
    expect(localStorage.getItem('lang')).toBe('si');
    expect(cookieLanguage()).toBe('si');
    expect(document.documentElement.lang).toBe('si');
  });

  it("switches every consumer at once from the 'Language' control, which names each language in its own script", async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageSelect />
        <LanguageProbe />
      </>,
    );
    const control = screen.getByRole('combobox', { name: 'Language' });
    expect([...(control as HTMLSelectElement).options].map((option) => option.text)).toEqual(['English', 'සිංහල', 'தமிழ்']);
    expect(control).toHaveValue('si');

    await user.selectOptions(control, 'தமிழ்');

    expect(screen.getByTestId('language')).toHaveTextContent('ta');
    expect([localStorage.getItem('lang'), cookieLanguage(), document.documentElement.lang]).toEqual(['ta', 'ta', 'ta']);
  });

  it("follows the page's other tabs (the storage event) and ignores values that are not a language", () => {
    render(<LanguageProbe />);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'lang', newValue: 'en' })));
    expect(screen.getByTestId('language')).toHaveTextContent('en');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'lang', newValue: 'fr' })));
    expect(screen.getByTestId('language')).toHaveTextContent('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe("an app's messages (createMessages)", () => {
  const compiled = (messages: Record<string, string>) =>
    Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]));
  const en = compiled({ balance: 'Balance: {coins, number}', coins: '{count, plural, one {# coin} other {# coins}}' });
  const si = compiled({ balance: 'ශේෂය: {coins, number}', coins: '{count, plural, one {කාසි #} other {කාසි #}}' });
  const ta = compiled({ balance: 'இருப்பு: {coins, number}', coins: '{count, plural, one {# நாணயம்} other {# நாணயங்கள்}}' });

  /** A catalogue chunk the test delivers (or fails) when it chooses. */
  function deferredChunk(messages: unknown) {
    let deliver!: () => void;
    let fail!: () => void;
    const loads: Promise<{ default: unknown }>[] = [];
    const load = () => {
      const chunk = new Promise<{ default: unknown }>((resolve, reject) => {
        deliver = () => resolve({ default: messages });
        fail = () => reject(new Error('ChunkLoadError'));
      });
      loads.push(chunk);
      return chunk;
    };
    return { load, loads, deliver: () => act(async () => deliver()), fail: () => act(async () => fail()) };
  }

  /** A suspended screen shows no English while the Sinhala catalogue loads, and Sinhala once it is delivered. */
  async function expectSinhalaOnlyOnceDelivered(sinhala: ReturnType<typeof deferredChunk>) {
    expect(screen.queryByText(/Balance/)).toBeNull();
    await sinhala.deliver();
    // React shows a suspended screen again after its fallback has been up 300 ms at least.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByText(/^ශේෂය: 1,000,000/)).toBeInTheDocument();
  }

  function renderMessages(catalogs: Parameters<typeof createMessages<typeof en>>[0]) {
    const { useMessages } = createMessages(catalogs);
    function Balance() {
      const t = useMessages();
      return (
        <p>
          {t('balance', { coins: 1_000_000 })} · {t('coins', { count: 1 })} · {t('coins', { count: 5 })}
        </p>
      );
    }
    const show = () =>
      render(
        <Suspense fallback={<p>Waiting</p>}>
          <Balance />
        </Suspense>,
      );
    show();
    return { showAgain: show };
  }

  beforeEach(() => act(() => setLanguage('en')));

  it("keeps a value's backslashes as written: what a player typed is never decoded as an escape", () => {
    const { useMessages } = createMessages({
      en: compiled({ said: 'You wrote: {text}' }),
      si: () => Promise.resolve({ default: si }),
      ta: () => Promise.resolve({ default: ta }),
    });
    function Said() {
      const t = useMessages();
      return <p>{t('said', { text: 'C:\\x41dmin \\u0041' })}</p>;
    }
    render(<Said />);
    expect(screen.getByText('You wrote: C:\\x41dmin \\u0041')).toBeInTheDocument();
  });

  it("shows English at once, in the spec's grouping", () => {
    renderMessages({ en, si: () => Promise.resolve({ default: si }), ta: () => Promise.resolve({ default: ta }) });
    expect(screen.getByText('Balance: 1,000,000 · 1 coin · 5 coins')).toBeInTheDocument();
  });

  it('keeps the language on screen until the chosen one has arrived, then switches without a reload (in thousands: never lakhs)', async () => {
    const tamil = deferredChunk(ta);
    renderMessages({ en, si: () => Promise.resolve({ default: si }), ta: tamil.load });
    act(() => setLanguage('ta'));
    expect(screen.getByText('Balance: 1,000,000 · 1 coin · 5 coins')).toBeInTheDocument();
    await tamil.deliver();
    expect(screen.getByText('இருப்பு: 1,000,000 · 1 நாணயம் · 5 நாணயங்கள்')).toBeInTheDocument();
    act(() => setLanguage('en'));
    expect(screen.getByText('Balance: 1,000,000 · 1 coin · 5 coins')).toBeInTheDocument();
    expect(tamil.loads).toHaveLength(1);
  });

  it.each(['en', 'si', 'ta'] as const)(
    "writes numbers in %s in Sri Lanka's grouping, a plural's # too, never in lakhs",
    async (language) => {
      const { useMessages } = createMessages({
        en,
        si: () => Promise.resolve({ default: si }),
        ta: () => Promise.resolve({ default: ta }),
      });
      function Figures() {
        const t = useMessages();
        return <p>{`${t('balance', { coins: 1_500_000 })} · ${t('coins', { count: 500_000 })}`}</p>;
      }
      act(() => setLanguage(language));
      await act(
        async () =>
          void render(
            <Suspense fallback={null}>
              <Figures />
            </Suspense>,
          ),
      );
      expect(await screen.findByText(/1,500,000 · .*500,000/)).toBeInTheDocument();
    },
  );

  it('first shown in a language not loaded yet, waits for it rather than flash English', async () => {
    const sinhala = deferredChunk(si);
    act(() => setLanguage('si'));
    await act(async () => renderMessages({ en, si: sinhala.load, ta: () => Promise.resolve({ default: ta }) }));
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await expectSinhalaOnlyOnceDelivered(sinhala);
  });

  it('first shown while its catalogue fails to load, shows English once the load has failed', async () => {
    const sinhala = deferredChunk(si);
    act(() => setLanguage('si'));
    await act(async () => renderMessages({ en, si: sinhala.load, ta: () => Promise.resolve({ default: ta }) }));
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await sinhala.fail();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByText('Balance: 1,000,000 · 1 coin · 5 coins')).toBeInTheDocument();
  });

  it('a screen shown again after a switch made while none was mounted waits for its language, never showing the old one', async () => {
    const sinhala = deferredChunk(si);
    const { showAgain } = renderMessages({ en, si: sinhala.load, ta: () => Promise.resolve({ default: ta }) });
    expect(screen.getByText('Balance: 1,000,000 · 1 coin · 5 coins')).toBeInTheDocument();
    cleanup();
    act(() => setLanguage('si'));
    await act(async () => void showAgain());
    await expectSinhalaOnlyOnceDelivered(sinhala);
  });

  it('a catalogue that cannot be loaded leaves the screen as it is, and the next switch to it tries again', async () => {
    const sinhala = deferredChunk(si);
    renderMessages({ en, si: sinhala.load, ta: () => Promise.resolve({ default: ta }) });
    act(() => setLanguage('si'));
    await sinhala.fail();
    expect(screen.getByText('Balance: 1,000,000 · 1 coin · 5 coins')).toBeInTheDocument();
    act(() => setLanguage('en'));
    act(() => setLanguage('si'));
    await sinhala.deliver();
    expect(screen.getByText(/^ශේෂය: 1,000,000/)).toBeInTheDocument();
    expect(sinhala.loads).toHaveLength(2);
  });
});
