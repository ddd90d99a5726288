/**
 * The shell/remote contract, in one place: every app's federation name, its dev port,
 * and the modules each remote exposes. rspack.base.ts builds every app from it, the shell's
 * route table loads from it, and the contract test checks built manifests against it.
 * Must stay free of React and browser code: rspack configs import it under Node.
 */
export * from './apps';

/**
 * Packages that must exist once per page. react-router itself is not among them: the
 * react-router-dom singleton is shared/src/router/react-router-dom.ts, which bundles the part of
 * react-router the apps use, and no app imports react-router directly. swr holds the page's one
 * cache of server data: two copies would be two caches. shared/queries, the reads on it, is
 * stateless but loaded once rather than once per app.
 */
export const singletonPackages = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'styled-components',
  'shared',
  'swr',
  'shared/queries',
] as const;

/**
 * Singletons the shell provides without putting them in its entry: a page downloads one (from the
 * shell) when a screen first needs it. The data layer (6 kB gzip) is needed only by the screens
 * that read server data, so a first visit that reads nothing never downloads it
 * (docs/decisions/020-data-layer.md).
 */
export const onDemandSingletons: readonly (typeof singletonPackages)[number][] = ['swr', 'shared/queries'];

export * from './screen-routes';
export * from './prerender';
export * from './discovery';
export * from './contract-document';
export * from './version-choice';
