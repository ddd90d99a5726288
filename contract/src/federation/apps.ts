/**
 * Every app's federation name and dev port, and the modules each remote exposes: the part of the
 * contract (index.ts) that its screen routes and pre-rendered pages are built on.
 */
export const apps = {
  shell: { federationName: 'shell', dir: 'shell', port: 3000, portVariable: 'SHELL_PORT' },
  auth: { federationName: 'auth', dir: 'mfe-auth', port: 3001, portVariable: 'AUTH_PORT' },
  onboarding: { federationName: 'onboarding', dir: 'mfe-onboarding', port: 3002, portVariable: 'ONBOARDING_PORT' },
  wallet: { federationName: 'wallet', dir: 'mfe-wallet', port: 3003, portVariable: 'WALLET_PORT' },
  content: { federationName: 'content', dir: 'mfe-content', port: 3004, portVariable: 'CONTENT_PORT' },
  backoffice: { federationName: 'backoffice', dir: 'mfe-backoffice', port: 3005, portVariable: 'BACKOFFICE_PORT' },
  games: { federationName: 'games', dir: 'mfe-games', port: 3006, portVariable: 'GAMES_PORT' },
} as const;

export type AppId = keyof typeof apps;
export type RemoteName = Exclude<AppId, 'shell'>;
export const remoteNames = (Object.keys(apps) as AppId[]).filter((id): id is RemoteName => id !== 'shell');

/** A remote's federation manifest; its `integrity` maps each script to its Subresource Integrity hash (ADR 049). */
export const manifestFile = 'mf-manifest.json';
/** A remote's container entry, beside its mf-manifest.json (the shell's boot script preloads it by this name). */
export const remoteEntryFile = 'remoteEntry.js';
/** Beside them, the build's part of the remote's discovery document entry: its version and its entry's integrity (ADR 049). */
export const discoveryEntryFile = 'discovery-entry.json';

/**
 * Modules each remote exposes, each with its source file (relative to the remote's folder); every
 * one is a screen component with no required props. The one list: a remote's rspack build exposes
 * exactly these (rspack.base.ts), the shell routes to them, the contract test checks the manifests.
 */
export const exposedModules = {
  auth: {
    './SignIn': './src/features/sign-in/SignInScreen.tsx',
    './SignInPanel': './src/features/sign-in/SignInPanelScreen.tsx',
    './ForgotPassword': './src/features/forgot-password/ForgotPasswordArea.tsx',
    './ForgotPasswordCode': './src/features/forgot-password/ForgotPasswordCodeScreen.tsx',
    './ResetPassword': './src/features/forgot-password/ResetPasswordScreen.tsx',
  },
  onboarding: {
    './GetStarted': './src/app/GetStartedArea.tsx',
    './Register': './src/features/register/RegisterScreen.tsx',
    './GetStartedPanel': './src/features/get-started/GetStartedPanelScreen.tsx',
    './SetAvatar': './src/features/avatar/SetAvatarScreen.tsx',
  },
  wallet: {
    './Withdrawal': './src/app/WithdrawalPage.tsx',
  },
  content: {
    './Home': './src/features/home/HomeScreen.tsx',
    './PrivacyPolicy': './src/features/privacy-policy/PrivacyPolicyScreen.tsx',
    './Terms': './src/features/terms/TermsScreen.tsx',
    './Help': './src/features/help/HelpScreen.tsx',
    './Contact': './src/features/contact/ContactScreen.tsx',
    './CashPrizes': './src/features/cash-prizes/CashPrizesScreen.tsx',
  },
  backoffice: {
    './Operator': './src/app/OperatorArea.tsx',
  },
  games: {
    './Games': './src/app/GamesArea.tsx',
  },
} as const satisfies Record<RemoteName, Record<`./${string}`, `./src/${string}`>>;

/** The modules of R (of each remote in R, for a union: `keyof` alone would keep only their common names). */
export type ExposedModule<R extends RemoteName> = R extends RemoteName ? keyof (typeof exposedModules)[R] & string : never;

/** The id `loadRemote` takes: federation name plus module without its leading './'. */
export function remoteModuleId(federationName: string, module: string): string {
  return `${federationName}/${module.replace(/^\.\//, '')}`;
}
