import * as router from '../router/react-router-dom';

describe('the react-router-dom singleton', () => {
  it('provides every export the apps import, each a real function', () => {
    // A name react-router renamed or dropped would be re-exported as undefined and fail here, not in production.
    const provided = Object.entries(router);
    expect(provided.map(([name]) => name).sort()).toEqual(
      [
        'BrowserRouter',
        'Link',
        'MemoryRouter',
        'Navigate',
        'Route',
        'Routes',
        'matchRoutes',
        'useLocation',
        'useNavigate',
        'useParams',
        'useSearchParams',
      ].sort(),
    );
    for (const [name, value] of provided) expect([name, typeof value]).toEqual([name, expect.stringMatching(/^(function|object)$/)]);
  });
});
