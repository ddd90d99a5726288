/**
 * The country list in the page's language (ADR 034): the server names countries in English; a
 * Sinhala or Tamil page names each by its ISO code in its own language and orders them so, while
 * the value sent stays the one the server knows.
 */
import { act, screen } from '@testing-library/react';
import { setLanguage } from '../i18n/language-store';
import { CountrySelect } from '../queries';
import { envelope, renderScreen, stubHttp, testConfig } from '../testing';

const countries = [
  { id: 356, code: 'IN', name: 'Republic of India' },
  { id: 144, code: 'LK', name: 'Democratic Socialist Republic of Sri Lanka' },
];

async function showCountries(sendAs: 'id' | 'name') {
  stubHttp(testConfig.apiBaseUrl, { 'GET /api/open/v1/country': () => ({ status: 200, body: envelope({ data: countries }) }) });
  await act(
    async () =>
      void renderScreen(
        <CountrySelect name="country" label="Country" placeholder="Choose" sendAs={sendAs} value="" onChange={() => undefined} />,
      ),
  );
  await screen.findByRole('option', { name: /India|இந்தியா|ඉන්දියාව/ });
  return screen
    .getAllByRole('option')
    .slice(1)
    .map((option) => [option.textContent, (option as HTMLOptionElement).value]);
}

afterEach(() => act(() => setLanguage('en')));

it("keeps the server's English names and order on an English page", async () => {
  expect(await showCountries('id')).toEqual([
    ['Republic of India', '356'],
    ['Democratic Socialist Republic of Sri Lanka', '144'],
  ]);
});

it('names and orders the countries in Tamil, sending what the server knows', async () => {
  act(() => setLanguage('ta'));
  expect(await showCountries('name')).toEqual([
    ['இந்தியா', 'Republic of India'],
    ['இலங்கை', 'Democratic Socialist Republic of Sri Lanka'],
  ]);
});

it('names the countries in Sinhala', async () => {
  act(() => setLanguage('si'));
  expect((await showCountries('id')).map(([name]) => name)).toEqual(['ඉන්දියාව', 'ශ්‍රී ලංකාව']);
});
