/**
 * The shell/remote contract, in one place: every app's federation name, its dev port,
 * and the modules each remote exposes. rspack.base.ts builds every app from it, the shell's
 * route table loads from it, and the contract test checks built manifests against it.
 * Must stay free of React and browser code: rspack configs import it under Node.
 */
export const apps = {
  shell: { federationName: 'shell', dir: 'shell', port: 3000 },
  auth: { federationName: 'auth', dir: 'mfe-auth', port: 3001 },
  onboarding: { federationName: 'onboarding', dir: 'mfe-onboarding', port: 3002 },
  wallet: { federationName: 'wallet', dir: 'mfe-wallet', port: 3003 },
  content: { federationName: 'content', dir: 'mfe-content', port: 3004 },
} as const;

export type AppId = keyof typeof apps;
export type RemoteName = Exclude<AppId, 'shell'>;
export const remoteNames = ['auth', 'onboarding', 'wallet', 'content'] as const satisfies readonly RemoteName[];

/** A remote's container entry, beside its mf-manifest.json (the shell's boot script preloads it by this name). */
export const remoteEntryFile = 'remoteEntry.js';

/** Modules each remote exposes; every one is a screen component with no required props. */
export const exposedModules = {
  auth: ['./SignIn', './SignInPanel', './ForgotPassword', './ForgotPasswordCode', './ResetPassword'],
  onboarding: ['./GetStarted', './Register', './GetStartedPanel', './SetAvatar'],
  wallet: ['./Withdrawal'],
  content: ['./Home', './PrivacyPolicy', './Contact', './CashPrizes'],
} as const satisfies Record<RemoteName, readonly `./${string}`[]>;

export type ExposedModule<R extends RemoteName> = (typeof exposedModules)[R][number];

/** The id `loadRemote` takes: federation name plus module without its leading './'. */
export function remoteModuleId<R extends RemoteName>(remote: R, module: ExposedModule<R>): string {
  return `${apps[remote].federationName}/${module.slice(2)}`;
}

/**
 * Packages that must exist once per page. react-router itself is not among them: the
 * react-router-dom singleton is shared/src/router/react-router-dom.ts, which bundles the part of
 * react-router the apps use, and no app imports react-router directly.
 */
export const singletonPackages = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'styled-components',
  'shared',
] as const;

export * from './screen-routes';
