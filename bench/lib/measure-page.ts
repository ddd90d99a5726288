/**
 * One first visit of a route in a fresh browser context (empty cache), and what it transferred:
 * every request, and for each script its size as served gzip and brotli and the packages it holds.
 */
import type { Browser, Page, Request } from '@playwright/test';
import { attributeCharacters, shareOut, type PackageGroup, type SourceMap } from './breakdown';
import { eventStreams } from 'contract/endpoints';
import { presetSession } from './routes';

/** How long without a request in flight counts as loaded (Playwright's 'networkidle' uses the same). */
const QUIET_MS = 500;

/** Whether the page shows a loading state (a pre-rendered screen is busy until its live screen takes over). */
const busy = (page: Page) => page.evaluate(() => document.querySelector('[aria-busy="true"]') !== null);

/**
 * Resolves once no request has been in flight for QUIET_MS and the page shows no loading state: on a
 * loaded machine a screen can still be running its code, with nothing in flight, after its last
 * request. The live balance stream (`eventStreams.playerEvents`) stays open by design, so it is not
 * counted: with it, a signed-in page would never be idle.
 */
async function settled(page: Page, load: () => Promise<unknown>, timeoutMs = 30_000): Promise<void> {
  const inFlight = new Set<Request>();
  const counted = (request: Request) => !new URL(request.url()).pathname.endsWith(eventStreams.playerEvents.path);
  page.on('request', (request) => counted(request) && inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  await load();
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`${page.url()} was still loading (or showed a loading state) after ${timeoutMs} ms`);
    await page.waitForTimeout(50);
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS && (await busy(page))) quietSince = Date.now();
  }
}

export interface ScriptSize {
  url: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** Estimated gzip bytes per package group. */
  gzipByGroup: Map<PackageGroup, number>;
}

export interface Visit {
  requests: number;
  scripts: ScriptSize[];
  /** Resource type -> requests, for the table's notes. */
  requestsByType: Record<string, number>;
}

async function servedLength(url: string, encoding: 'gzip' | 'br'): Promise<number> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': encoding } });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  // fetch decodes the body; the length on the wire is the header the server sent.
  const length = Number(response.headers.get('content-length'));
  if (response.headers.get('content-encoding') !== encoding || !length) {
    throw new Error(
      `${url} was not served with ${encoding} (content-encoding ${response.headers.get('content-encoding')}, ${body.length} bytes)`,
    );
  }
  return length;
}

const sizeCache = new Map<string, Promise<ScriptSize>>();

/** Sizes and package breakdown of one script, fetched again outside the browser (cached per URL). */
export function scriptSize(url: string): Promise<ScriptSize> {
  let size = sizeCache.get(url);
  if (!size) {
    size = (async () => {
      const code = await (await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })).text();
      const [gzip, brotli] = [await servedLength(url, 'gzip'), await servedLength(url, 'br')];
      // Rspack writes no map for a chunk with no mapped source (e.g. a package's re-export facade).
      const mapResponse = await fetch(`${url}.map`);
      const characters = mapResponse.ok
        ? attributeCharacters(code, (await mapResponse.json()) as SourceMap)
        : new Map<PackageGroup, number>([['unmapped', code.length]]);
      return { url, raw: Buffer.byteLength(code), gzip, brotli, gzipByGroup: shareOut(gzip, characters) };
    })();
    sizeCache.set(url, size);
  }
  return size;
}

export interface VisitOptions {
  url: string;
  /** An access token to pre-set as the signed-in session, or null for a signed-out visit. */
  token: string | null;
  /** Inspect the page once it is loaded (e.g. the singleton check). */
  inspect?: (page: Page, scriptUrls: string[]) => Promise<void>;
}

export async function firstVisit(browser: Browser, { url, token, inspect }: VisitOptions): Promise<Visit> {
  const context = await browser.newContext();
  try {
    if (token) await context.addInitScript(presetSession, token);
    const page = await context.newPage();
    const requestsByType: Record<string, number> = {};
    const scriptUrls: string[] = [];
    page.on('request', (request) => {
      const type = request.resourceType();
      requestsByType[type] = (requestsByType[type] ?? 0) + 1;
      if (type === 'script') scriptUrls.push(request.url());
    });
    await settled(page, () => page.goto(url, { waitUntil: 'load' }));
    // The screen is in place: its main heading is shown and nothing is still loading.
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    if (await busy(page)) throw new Error(`${url} still shows a loading state`);
    await inspect?.(page, scriptUrls);
    const scripts = await Promise.all(scriptUrls.map(scriptSize));
    return { requests: Object.values(requestsByType).reduce((sum, count) => sum + count, 0), scripts, requestsByType };
  } finally {
    await context.close();
  }
}
