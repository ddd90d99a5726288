import { describeEachDatabase } from './support/database';
import { okContent } from './support/http';
import { stackFor } from './support/test-apps';

describeEachDatabase('GET /api/open/v1/country', (context) => {
  const stack = stackFor(context);

  it('lists every country as {id, name, code}, sorted by name, without a token', async () => {
    const content = okContent(await stack.api.inject('/api/open/v1/country')) as { data: { id: number; name: string; code: string }[] };
    const countries = content.data;
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ id: 144, name: 'Sri Lanka', code: 'LK' });
    for (const country of countries) expect(Object.keys(country).sort()).toEqual(['code', 'id', 'name']);
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare));
    expect(names[0]).toBe('Afghanistan');
  });

  it('allows the front-end origins (and only them) to read it from a browser', async () => {
    const fromShell = await stack.api.inject({ url: '/api/open/v1/country', headers: { origin: 'http://localhost:3000' } });
    expect(fromShell.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const fromElsewhere = await stack.api.inject({ url: '/api/open/v1/country', headers: { origin: 'https://evil.example' } });
    expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows Authorization, Content-Type and Idempotency-Key in preflights', async () => {
    const response = await stack.api.inject({
      method: 'OPTIONS',
      url: '/api/external/v1/profile',
      headers: {
        origin: 'http://localhost:3003',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(response.statusCode).toBe(204);
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']));
  });
});
