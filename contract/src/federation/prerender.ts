/**
 * Build-time pre-rendering (ADR 035): which screens are pre-rendered and how the files
 * are named and included. React-free: rspack configs, the servers and the pages read it.
 */
import type { Language } from '../i18n/languages';
import { paths } from '../paths';
import type { RemoteName } from './apps';
import type { ScreenRoute } from './screen-routes';

/**
 * The signed-out screens each remote pre-renders at build time (ADR 035): the HTML answer
 * for one of these URLs carries the screen itself, painted before any script runs. `fragment` names
 * the files a remote publishes beside its manifest (`prerender/<fragment>.<language>.html`) and the
 * shell's page for the URL (`pages/<fragment>.<language>.html`). Screens that need state a server
 * cannot know (a code sent, a token) are not here: they render in the browser as before.
 */
export const prerenderedScreens = [
  { path: paths.home, remote: 'content', module: './Home', fragment: 'index' },
  { path: paths.privacyPolicy, remote: 'content', module: './PrivacyPolicy', fragment: 'privacypolicy' },
  { path: paths.terms, remote: 'content', module: './Terms', fragment: 'terms' },
  { path: paths.help, remote: 'content', module: './Help', fragment: 'help' },
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
 * Signed-in screens each remote pre-renders as they show before the player's data has come (ADR
 * 073): the banner, headings and texts that need no data, with loading rows where the data will be.
 * Rendered at build time under a placeholder session that names no player, so the copy holds no
 * personal data. The shell's page for the URL (`pages/<page>.<language>.signed-in.html`, the page
 * named by `pageNameOf(path)`) frames it with the top bar's frame; the fragment's name is unique
 * among all fragments (the signed-in home's copy is not the landing's).
 */
export const signedInScreens = [
  // Its greeting is the one the tab last showed (ADR 078): its page waits for the boot script, which writes it, before its first paint.
  { path: paths.home, remote: 'content', module: './Home', fragment: 'dashboard', showsRememberedTexts: true },
  { path: paths.withdrawal, remote: 'wallet', module: './Withdrawal', fragment: 'withdrawal' },
  { path: paths.games.root, remote: 'games', module: './Games', fragment: 'games' },
] as const satisfies readonly (ScreenRoute & { fragment: string; showsRememberedTexts?: boolean })[];

/**
 * Signed-in pages with no screen of their own in the HTML: it shows the page's layout (the top
 * bar's frame and the loading state) instead of a blank page (`pages/<fragment>.<language>.signed-in.html`).
 * Help and Contact are pre-rendered signed out (above), framed by the top bar signed in: a browser
 * with a signed-in tab gets the bar's frame and the loading state (Contact's form is then the profile's).
 */
export const skeletonScreens = [
  { path: paths.help, fragment: 'help' },
  { path: paths.contact, fragment: 'contact' },
] as const;

/**
 * Where a shell page includes a remote's fragment: the shell's server (nginx's SSI, or
 * scripts/lib/compose-page.ts) fills `/_fragments/<remote>/<file>` from `<remote's base URL>/prerender/<file>`
 * at each request. An include that fails (the remote down, a remote without it) writes nothing:
 * the page then renders in the browser as before.
 */
export function fragmentInclude(remote: RemoteName | `$${string}`, fragment: string, language: Language): string {
  return `<!--# block name="no-fragment" --><!--# endblock --><!--# include virtual="/_fragments/${remote}/${fragment}.${language}.html" stub="no-fragment" -->`;
}

/**
 * The shell's one page for every route the discovery document marks pre-rendered (ADR 049), so a
 * remote that joins through the document needs no page of the shell's build:
 * `pages/_screen.<language>.html`, a name no URL's page has (the servers take a-z, 0-9, '-' and '/').
 * Its include names the remote and the fragment by these variables, which the shell's server sets
 * for the request (nginx's SSI expands them; scripts/lib/compose-page.ts the same).
 */
export const documentScreenPage = '_screen';
export const documentScreenVariables = { remote: 'screen_remote', fragment: 'screen_fragment' } as const;

export function documentScreenInclude(language: Language): string {
  return fragmentInclude(`$${documentScreenVariables.remote}`, `$${documentScreenVariables.fragment}`, language);
}

/** The element of a pre-rendered page listing the shell's scripts, which its boot script loads after the first paint. */
export const shellScriptsId = 'shell-scripts';

/**
 * The cookie a browser carries while one of its tabs is signed in (shared/src/session/storage.ts
 * keeps it; it holds no secret, only `1`). The shell's server then never answers a signed-out
 * screen's copy: that player is shown another page (a new tab, a reload), which the copy would
 * flash first. The page's scripts still remove such a copy if a stored session finds one.
 */
export const signedInTabCookie = 'signed_in';

/**
 * The shell's page file for a page name and language (under the shell's root): a signed-out
 * screen's copy, answered only without `signedInTabCookie`, or a signed-in page's layout, always.
 */
export function pageFile(name: string, language: Language, layout: 'signed-out' | 'signed-in'): string {
  return `pages/${name}.${language}${layout === 'signed-in' ? '.signed-in' : ''}.html`;
}

/** The page file of a URL path ('/get-started/' → 'get-started', '/' → 'index'); the servers map a request to it the same way. */
export function pageNameOf(pathname: string): string {
  const name = pathname.toLowerCase().replace(/^\/+|\/+$/g, '');
  return name === '' ? 'index' : name;
}
