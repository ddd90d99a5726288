import { matchRoutes } from 'react-router-dom';
import { screenRoutes } from 'contract/federation';
import { screenRouteFor } from '../screen-route-for';

const samples = [
  '/',
  '/signin',
  '/signin/',
  '/SignIn',
  '/signinleft',
  '/signup',
  '/left',
  '/setavatarsds',
  '/get-started',
  '/get-started/',
  '/get-started/otp',
  '/get-started/setavatar/',
  '/get-started/selectfav',
  '/get-startedx',
  '/forgot-password',
  '/forgot-password/',
  '/forgot-password/otp',
  '/forgot-password/reset-pw',
  '/forgot-passwordx',
  '/forgetotp',
  '/resetpw',
  '/withdrawal',
  '/Withdrawal/',
  '/privacypolicy',
  '/terms',
  '/help',
  '/contact',
  '/cashprizes',
  '/no-such-page',
  '/signin/extra',
  '//',
  '/withdrawal/../signin',
];

describe('screenRouteFor', () => {
  it.each(samples)('picks the route react-router picks for %s', (pathname) => {
    const expected = matchRoutes([...screenRoutes], pathname)?.at(-1)?.route;
    expect(screenRouteFor(pathname, screenRoutes)).toBe(expected);
  });
});
