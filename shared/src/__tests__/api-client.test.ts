import { AxiosError, type InternalAxiosRequestConfig } from 'axios';

describe('the API client', () => {
  afterEach(() => jest.dontMock('axios'));

  it('loads axios with the first request, not with the page', async () => {
    const loaded = jest.fn();
    jest.doMock('axios', () => {
      loaded();
      return jest.requireActual('axios');
    });
    await jest.isolateModulesAsync(async () => {
      const { apiClientFor } = await import('../api/client');
      const client = apiClientFor('http://api.test');
      expect(loaded).not.toHaveBeenCalled();
      client.useAdapter(async (config) => ({ data: 'answer', status: 200, statusText: 'OK', headers: {}, config }));
      await expect(client.request({ url: '/x' })).resolves.toMatchObject({ data: 'answer' });
      await client.request({ url: '/y' });
      expect(loaded).toHaveBeenCalledTimes(1);
    });
  });

  it('tries again after axios failed to download', async () => {
    let fail = true;
    jest.doMock('axios', () => {
      if (fail) throw new Error('Loading chunk failed');
      return jest.requireActual('axios');
    });
    await jest.isolateModulesAsync(async () => {
      const { apiClientFor } = await import('../api/client');
      const client = apiClientFor('http://api.test');
      client.useAdapter(async (config) => ({ data: 'answer', status: 200, statusText: 'OK', headers: {}, config }));
      await expect(client.request({ url: '/x' })).rejects.toThrow('Loading chunk failed');
      fail = false;
      await expect(client.request({ url: '/x' })).resolves.toMatchObject({ data: 'answer' });
    });
  });

  it('reads failures without axios loaded: answers, their codes and messages, and no answer at all', async () => {
    const { errorCodeOf, isNetworkError, isRateLimited, serverMessageOf } = await import('../api/client');
    const config = { headers: {} } as InternalAxiosRequestConfig;
    const answered = (status: number, data: unknown) =>
      new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, { data, status, statusText: '', headers: {}, config });
    const limited = answered(429, { error_code: 'RATE_LIMITED', message: 'Try again in 60 seconds.' });
    expect([errorCodeOf(limited), serverMessageOf(limited), isRateLimited(limited), isNetworkError(limited)]).toEqual([
      'RATE_LIMITED',
      'Try again in 60 seconds.',
      true,
      false,
    ]);
    const offline = new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    expect([errorCodeOf(offline), isRateLimited(offline), isNetworkError(offline)]).toEqual(['', false, true]);
    // Anything that is not an axios failure is neither.
    expect([isNetworkError(new Error('x')), isRateLimited({ response: { status: 429 } }), errorCodeOf(null)]).toEqual([false, false, '']);
  });
});

describe("the API client's language", () => {
  afterEach(async () => (await import('../i18n/language-store')).setLanguage('en'));

  it('says the page language in Accept-Language on every call, as it is at the call', async () => {
    const { apiClientFor } = await import('../api/client');
    const { setLanguage } = await import('../i18n/language-store');
    const client = apiClientFor('http://language.test');
    const said: unknown[] = [];
    client.useAdapter(async (config) => {
      said.push(config.headers['Accept-Language']);
      return { data: null, status: 200, statusText: 'OK', headers: {}, config };
    });
    await client.request({ url: '/x' });
    setLanguage('ta');
    await client.post('/y', {});
    await client.request({ url: '/z', headers: { 'Accept-Language': 'si' } });
    expect(said).toEqual(['en', 'ta', 'si']);
  });
});
