import { paths } from '../paths';
import { realmRoles, type RealmRole } from '../session/roles';
import type { ExposedModule, RemoteName } from './index';

export type ScreenRoute = {
  [R in RemoteName]: {
    path: string;
    remote: R;
    module: ExposedModule<R>;
    /** Signed-in pages show the shell's top bar (spec §2 "Withdrawal page"). */
    topBar?: true;
    /**
     * Only a signed-in account holding this realm role may open it: the shell shows others a "not
     * allowed" page and never loads the remote's code for them (the API checks the role again).
     */
    requiresRole?: RealmRole;
  };
}[RemoteName];

/**
 * The complete route table of spec §2 with each route's owner (docs/platform-contract.md §4):
 * what the shell consumes from each remote. The shell routes by it, a remote's standalone harness
 * serves its own rows, and the contract test checks every module named here against the built
 * manifests.
 */
export const screenRoutes: readonly ScreenRoute[] = [
  { path: paths.home, remote: 'content', module: './Home', topBar: true },
  { path: paths.privacyPolicy, remote: 'content', module: './PrivacyPolicy' },
  { path: paths.contact, remote: 'content', module: './Contact' },
  { path: paths.cashPrizes, remote: 'content', module: './CashPrizes' },
  { path: paths.signIn, remote: 'auth', module: './SignIn' },
  { path: paths.signInPanel, remote: 'auth', module: './SignInPanel' },
  { path: `${paths.forgotPassword.root}/*`, remote: 'auth', module: './ForgotPassword' },
  { path: paths.forgotPasswordCode, remote: 'auth', module: './ForgotPasswordCode' },
  { path: paths.resetPassword, remote: 'auth', module: './ResetPassword' },
  { path: paths.signUp, remote: 'onboarding', module: './Register' },
  { path: paths.getStartedPanel, remote: 'onboarding', module: './GetStartedPanel' },
  { path: paths.setAvatarAlias, remote: 'onboarding', module: './SetAvatar' },
  { path: `${paths.getStarted.root}*`, remote: 'onboarding', module: './GetStarted' },
  { path: paths.withdrawal, remote: 'wallet', module: './Withdrawal', topBar: true },
  { path: `${paths.games.root}/*`, remote: 'games', module: './Games', topBar: true },
  { path: `${paths.operator.root}/*`, remote: 'backoffice', module: './Operator', requiresRole: realmRoles.payoutOperator },
];

/**
 * The signed-out screens each remote pre-renders at build time (issue 23, ADR 035): the HTML answer
 * for one of these URLs carries the screen itself, painted before any script runs. `fragment` names
 * the files a remote publishes beside its manifest (`prerender/<fragment>.<language>.html`) and the
 * shell's page for the URL (`pages/<fragment>.<language>.html`). Screens that need state a server
 * cannot know (a code sent, a token) are not here: they render in the browser as before.
 */
export const prerenderedScreens = [
  { path: paths.home, remote: 'content', module: './Home', fragment: 'index' },
  { path: paths.privacyPolicy, remote: 'content', module: './PrivacyPolicy', fragment: 'privacypolicy' },
  { path: paths.contact, remote: 'content', module: './Contact', fragment: 'contact' },
  { path: paths.cashPrizes, remote: 'content', module: './CashPrizes', fragment: 'cashprizes' },
  { path: paths.signIn, remote: 'auth', module: './SignIn', fragment: 'signin' },
  { path: paths.signInPanel, remote: 'auth', module: './SignInPanel', fragment: 'signinleft' },
  { path: paths.forgotPassword.root, remote: 'auth', module: './ForgotPassword', fragment: 'forgot-password' },
  { path: paths.signUp, remote: 'onboarding', module: './Register', fragment: 'signup' },
  { path: paths.getStartedPanel, remote: 'onboarding', module: './GetStartedPanel', fragment: 'left' },
  { path: paths.getStarted.root, remote: 'onboarding', module: './GetStarted', fragment: 'get-started' },
] as const satisfies readonly (ScreenRoute & { fragment: string })[];

/** Where a fragment's asset URLs start: the shell's server writes the remote's base URL in its place. */
export const remoteBaseToken = '__PLAYPRIZE_REMOTE_BASE__';

/**
 * Signed-in screens: rendered in the browser, but their HTML answer shows the page's layout (the
 * top bar's frame and the loading state) instead of a blank page (`pages/<fragment>.<language>.html`).
 */
export const skeletonScreens = [
  { path: paths.withdrawal, fragment: 'withdrawal' },
  { path: paths.games.root, fragment: 'games' },
] as const;

/** The page file of a URL path ('/get-started/' → 'get-started', '/' → 'index'); the servers map a request to it the same way. */
export function pageNameOf(pathname: string): string {
  const name = pathname.toLowerCase().replace(/^\/+|\/+$/g, '');
  return name === '' ? 'index' : name;
}
