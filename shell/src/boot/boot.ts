/**
 * The shell's first script, before React and the federation runtime have downloaded: it reads
 * config.json and starts downloading this route's screen (its remote's manifest, remote entry and
 * the screen's chunks), so the remote's round trips overlap the shell's own scripts instead of
 * following them (ADR 015). Bundled on its own by esbuild (rspack.base.ts) and kept tiny: it is on
 * every first visit's critical path. The shell picks up what it started (`bootHandoff`).
 */
import { routesOf, runningVersion, type DiscoveryDocument } from 'contract/discovery';
import { remoteEntryFile, shellScriptsId } from 'contract/federation';
import { preloadRead, profileRead, screenReads, tokenSubject } from 'shared/preloaded-reads';
import { showLastKnown } from 'shared/last-known';
import { readSession } from 'shared/session-storage';
import { adoptOpenTabSession } from 'shared/tab-handoff';
import { holdInteractions, type HeldInteraction } from './hold-interactions';
import { isSignedInLayout, prerenderedContainer } from './prerendered-container';
import { bootHandoff, type BootHandoff } from './handoff';
import { afterNextPaint, loadShellScripts } from './shell-scripts';
import { screenRouteFor } from './screen-route-for';

interface ManifestSubset {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
  /** Each screen script's hash (rspack.base.ts): the remote's runtime loads it with this integrity. */
  integrity?: Record<string, string>;
}

const preloaded = new Set<string>();

function preloadScript(href: string, integrity?: string): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  // As the federation runtime or the remote's own will ask for it (integrity-plugin.ts), or the download is not reused.
  if (integrity) {
    link.integrity = integrity;
    link.crossOrigin = 'anonymous';
  }
  link.href = href;
  document.head.append(link);
}

/** The remote entry and the screen's own chunks, beside the manifest (publicPath 'auto'). */
function preloadScreenFiles(manifestUrl: string, manifest: ManifestSubset, module: string): void {
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) preloadScript(new URL(`${entry.path ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}`, base).href);
  const expose = manifest.exposes?.find((candidate) => candidate.path === module);
  for (const file of expose?.assets?.js?.sync ?? []) preloadScript(new URL(file, base).href, manifest.integrity?.[file]);
}

/**
 * A signed-in page shows the top bar, which reads the profile, and its screen may read more: those
 * reads start now, beside the page's code, instead of after it and after axios (ADR 070). Only
 * with a token of this tab.
 */
function preloadPlayerReads(raw: unknown, pagePath: string): void {
  const token = readSession().accessToken;
  const playerId = token && tokenSubject(token);
  const apiBaseUrl = (raw as { apiBaseUrl?: unknown }).apiBaseUrl;
  if (!playerId || typeof apiBaseUrl !== 'string') return;
  for (const read of [profileRead, ...(screenReads[pagePath] ?? [])]) preloadRead(apiBaseUrl, read, token, playerId);
}

function start(held: HeldInteraction[]): BootHandoff {
  // Never cached: a redeploy must be seen at the next load. index.html preloads it.
  const config = fetch('/config.json', { cache: 'no-store' }).then((response) => {
    if (!response.ok) throw new Error(`config.json could not be loaded (HTTP ${response.status}).`);
    return response.json() as Promise<unknown>;
  });
  const manifests = new Map<string, Promise<unknown>>();
  const manifest = config.then((raw) => {
    // Unchecked here (the shell checks and reports it): a document this cannot read only loses the head start.
    const document = raw as DiscoveryDocument;
    const route = screenRouteFor(location.pathname, routesOf(document));
    // A role's screens (the back office) are never fetched before the shell's gate has seen the session.
    if (!route || route.requiresRole) return;
    preloadPlayerReads(raw, location.pathname.replace(/\/+$/, '') || '/');
    const { url, metadata } = runningVersion(document.microFrontends[route.remote]!);
    // The entry sits beside the manifest: it starts now, only the screen's chunks wait for the manifest.
    preloadScript(new URL(remoteEntryFile, url).href, metadata.integrity);
    // The same request the federation runtime makes; it takes this answer instead (see handoff).
    const json = fetch(url, {}).then((response) =>
      response.ok ? (response.json() as Promise<unknown>) : Promise.reject(new Error(`HTTP ${response.status}`)),
    );
    manifests.set(url, json);
    return json.then((body) => preloadScreenFiles(url, body as ManifestSubset, route.module));
  });
  // A failure here only loses the head start: the shell loads and reports as it always does.
  manifest.catch(() => undefined);
  config.catch(() => undefined);
  // A new tab asks the open ones for the session while the shell's scripts download (ADR 022).
  return { config, manifests, session: adoptOpenTabSession(), held };
}

// A pre-rendered screen (ADR 035) holds what the player does until the shell takes it over, and
// its page asks for nothing more until it has painted: then config.json, the screen's files and
// the shell's scripts, which its HTML leaves out (shell-scripts.ts).
// A signed-in page's layout names the shell's scripts in its HTML (ADR 070): its largest paint is
// the screen they bring, so nothing waits for the layout's paint.
const held: HeldInteraction[] = [];
const prerendered = prerenderedContainer();
if (prerendered) holdInteractions(prerendered, held);
// The player's own texts from this tab's last visit, before the copy's first paint (ADR 078: the page waits for this script).
if (prerendered && isSignedInLayout(prerendered)) showLastKnown(prerendered, readSession().accessToken);
if (prerendered && document.getElementById(shellScriptsId)) {
  afterNextPaint(() => {
    bootHandoff.set(start(held));
    // A task of its own (ADR 070): after a paint every long task is blocking time, and the requests started above need no scripts.
    setTimeout(loadShellScripts, 0);
  });
} else {
  bootHandoff.set(start(held));
  // A page whose screen did not come (its include failed) still lists the scripts; index.html has them itself.
  loadShellScripts();
}
