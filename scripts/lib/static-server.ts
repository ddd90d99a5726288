/**
 * Serves one app's production build from its own origin, as a CDN or nginx would:
 * hashed files cached for a year, entry points (index.html, config.json, mf-manifest.json,
 * remoteEntry.js, the shell's sw.js and manifest.webmanifest) always revalidated so a redeploy is seen at the next load, gzip and brotli,
 * CORS so the shell's origin can fetch a remote's manifest, and the same Content-Security-Policy
 * as the nginx containers (deploy/nginx/content-security-policy.txt).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { isHttpUrl, type DiscoveryDocument } from '../../contract/src/federation';
import { frontEnds } from './front-ends';
import { browserVersions, documentAnswer } from './browser-versions';
import { composePage } from './compose-page';
import { frontEndPort, repoRoot, stackPorts, type StackPorts } from './stack';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.json', '.webmanifest', '.css', '.map', '.svg', '.txt']);

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Unknown extension-less paths answer index.html (the shell's client-side routes). */
  spaFallback: boolean;
  /**
   * The discovery document (ADR 049) this origin answers `/config.json` with and composes pages by,
   * read at each request; `root`/config.json when absent.
   */
  discoveryDocument?: string;
  /**
   * Defaults to the policy for the local stack's origins (stackPorts, so port overrides apply) and
   * every origin the discovery document names: a remote added to the document may load at once.
   */
  contentSecurityPolicy?: string;
}

export interface PolicyOrigins {
  /** The shell's and every remote's origins. */
  frontEnds: string[];
  api: string;
  identity: string;
}

/** The origins of the stack `npm start` and the e2e suite run, as the browser sees them. */
function stackPolicyOrigins(ports: StackPorts = stackPorts()): PolicyOrigins {
  const localhost = (port: number) => `http://localhost:${port}`;
  return {
    frontEnds: frontEnds().map((app) => localhost(frontEndPort(ports, app))),
    api: localhost(ports.api),
    identity: localhost(ports.identity),
  };
}

/** deploy/nginx/content-security-policy.txt filled in, exactly as deploy/nginx/render.sh does for nginx. */
export function contentSecurityPolicy({ frontEnds, api, identity }: PolicyOrigins): string {
  const values: Record<string, string> = { FRONTEND_ORIGINS: frontEnds.join(' '), API_ORIGIN: api, IDENTITY_ORIGIN: identity };
  return readFileSync(path.join(repoRoot, 'deploy/nginx/content-security-policy.txt'), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(#|$)/.test(line))
    .map((line) =>
      line.replace(/\$\{(\w+)\}/g, (placeholder, name: string) => {
        const value = values[name];
        if (value === undefined) throw new Error(`content-security-policy.txt: unknown placeholder ${placeholder}`);
        return value;
      }),
    )
    .join('; ');
}

/** The origins of every version the document lists (its manifest and fallback URLs); none if it cannot be read. */
function documentOrigins(text: string): string[] {
  try {
    const document = JSON.parse(text) as Partial<DiscoveryDocument>;
    return Object.values(document.microFrontends ?? {})
      .flat()
      .flatMap((version) => [version.url, version.fallbackUrl])
      .filter(isHttpUrl)
      .map((url) => new URL(url!).origin);
  } catch {
    return [];
  }
}

/** The stack's policy widened by the document's origins, worked out again only when the document changes. */
function policyFollowingDocument(documentFile: string): () => Promise<string> {
  const origins = stackPolicyOrigins();
  let last: { version: number; policy: string } | undefined;
  return async () => {
    const info = await stat(documentFile).catch(() => null);
    const version = info?.mtimeMs ?? -1;
    if (last?.version !== version) {
      const named = info ? documentOrigins(await readFile(documentFile, 'utf8').catch(() => '')) : [];
      last = { version, policy: contentSecurityPolicy({ ...origins, frontEnds: [...new Set([...origins.frontEnds, ...named])] }) };
    }
    return last.policy;
  };
}

function cacheControl(relativePath: string): string {
  return relativePath.startsWith('static/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Compressed bodies by a key that changes with the body (file path and mtime, or a hash of the body). */
const compressed = new Map<string, Buffer>();

function send(
  request: IncomingMessage,
  response: ServerResponse,
  body: Buffer,
  headers: Record<string, string>,
  extension: string,
  key: string,
): void {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = compressible.has(extension) ? (/\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null) : null;
  if (encoding) {
    const cacheKey = `${encoding}:${key}`;
    let packed = compressed.get(cacheKey);
    if (!packed) {
      packed = encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 });
      compressed.set(cacheKey, packed);
    }
    body = packed;
    headers['Content-Encoding'] = encoding;
  }
  headers['Content-Length'] = String(body.length);
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

export function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  spaFallback,
  discoveryDocument,
  contentSecurityPolicy: fixedPolicy,
}: StaticServerOptions): Promise<Server> {
  const resolvedRoot = path.resolve(root);
  const documentFile = path.resolve(discoveryDocument ?? path.join(resolvedRoot, 'config.json'));
  const policy = fixedPolicy === undefined ? policyFollowingDocument(documentFile) : async () => fixedPolicy;

  const server = createServer(async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Security-Policy', await policy());
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' }).end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    let search: string;
    try {
      const url = new URL(request.url ?? '/', 'http://static');
      pathname = decodeURIComponent(url.pathname);
      search = url.search;
    } catch {
      response.writeHead(400).end('Bad request');
      return;
    }
    const isPage = spaFallback && !path.extname(pathname);
    // A page and the document it reads run the same versions: the browser's, chosen at each (ADR 049).
    const versions = isPage || pathname === '/config.json' ? browserVersions(request.headers.cookie, search) : null;
    if (versions?.setCookies.length) response.setHeader('Set-Cookie', versions.setCookies);
    if (versions && pathname === '/config.json') {
      const document = await documentAnswer(documentFile, versions);
      if (document !== null) {
        const headers = { 'Content-Type': contentTypes['.json']!, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding, Cookie' };
        send(request, response, document, headers, '.json', createHash('sha256').update(document).digest('hex'));
        return;
      }
    }
    // A pre-rendered route of the shell: its page in the player's language, the remote's fragment filled in now.
    if (versions && isPage) {
      const page = await composePage(resolvedRoot, documentFile, {
        pathname,
        search,
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
        versions,
      });
      if (page !== null) {
        const body = Buffer.from(page);
        const headers = {
          'Content-Type': contentTypes['.html']!,
          'Cache-Control': 'no-cache',
          Vary: 'Accept-Encoding, Cookie, Accept-Language',
        };
        send(request, response, body, headers, '.html', createHash('sha256').update(body).digest('hex'));
        return;
      }
    }
    let filePath = pathname === '/config.json' ? documentFile : path.join(resolvedRoot, pathname);
    if (!filePath.startsWith(resolvedRoot) && filePath !== documentFile) {
      response.writeHead(403).end();
      return;
    }
    let info = await stat(filePath).catch(() => null);
    if (info?.isDirectory()) {
      filePath = path.join(filePath, 'index.html');
      info = await stat(filePath).catch(() => null);
    }
    if (!info && isPage) {
      filePath = path.join(resolvedRoot, 'index.html');
      info = await stat(filePath).catch(() => null);
    }
    if (!info) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
      return;
    }

    const relative = path.relative(resolvedRoot, filePath).split(path.sep).join('/');
    const extension = path.extname(filePath);
    const headers: Record<string, string> = {
      'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(relative),
      'Last-Modified': info.mtime.toUTCString(),
      Vary: 'Accept-Encoding',
    };
    if (request.headers['if-modified-since'] === headers['Last-Modified']) {
      response.writeHead(304, headers).end();
      return;
    }

    // A redeploy changes the mtime.
    send(request, response, await readFile(filePath), headers, extension, `${filePath}:${info.mtimeMs}`);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
