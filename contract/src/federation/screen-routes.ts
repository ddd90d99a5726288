import { paths } from '../paths';
import { realmRoles, type RealmRole } from '../session/roles';
import type { ExposedModule, RemoteName } from './apps';

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
  { path: paths.terms, remote: 'content', module: './Terms' },
  // Help and Contact, which the signed-in menu links: signed in, the shell's top bar stays above them; signed out, the Language control alone.
  { path: paths.help, remote: 'content', module: './Help', topBar: true },
  { path: paths.contact, remote: 'content', module: './Contact', topBar: true },
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
