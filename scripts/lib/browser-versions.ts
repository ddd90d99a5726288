/**
 * The versions one browser runs, from its request (ADR 049): its id from the `pp_browser` cookie (a
 * new one when it has none), and the versions an operator forced with `?mfe.<name>=<version>`
 * (kept in a `mfe.<name>` cookie; an empty value clears it); and the document as that browser
 * gets it. The Node static server answers config.json by it, and composes pages by it
 * (compose-page.ts).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  browserCookie,
  discoveryProblems,
  documentForBrowser,
  forcedVersionPrefix,
  type DiscoveryDocument,
} from '../../contract/src/federation';

export interface BrowserVersions {
  browser: string;
  /** Forced versions by micro-frontend name. */
  forced: Record<string, string>;
  /** Set-Cookie values the answer must carry. */
  setCookies: string[];
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const browserId = /^[A-Za-z0-9-]{8,64}$/;
/** A version as the document writes it: nothing a cookie or a header could be bent with. */
const versionText = /^[A-Za-z0-9._+-]{1,64}$/;
const forcedName = new RegExp(`^${forcedVersionPrefix.replace('.', '\\.')}([A-Za-z_][A-Za-z0-9_]*)$`);

/** What a browser's versions are chosen by. */
export type ChosenBy = Pick<BrowserVersions, 'browser' | 'forced'>;

export function cookiesOf(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator > 0) cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }
  return cookies;
}

const cookie = (name: string, value: string, maxAge: number) => `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;

export function browserVersions(cookieHeader: string | undefined, search: string): BrowserVersions {
  const cookies = cookiesOf(cookieHeader);
  const setCookies: string[] = [];
  let browser = cookies.get(browserCookie) ?? '';
  if (!browserId.test(browser)) {
    browser = randomUUID();
    setCookies.push(cookie(browserCookie, browser, YEAR_SECONDS));
  }
  const forced: Record<string, string> = {};
  for (const [name, value] of cookies) {
    const match = forcedName.exec(name);
    if (match && versionText.test(value)) forced[match[1]!] = value;
  }
  for (const [name, value] of new URLSearchParams(search)) {
    const match = forcedName.exec(name);
    if (!match) continue;
    if (value === '') {
      delete forced[match[1]!];
      setCookies.push(cookie(`${forcedVersionPrefix}${match[1]}`, '', 0));
    } else if (versionText.test(value)) {
      forced[match[1]!] = value;
      setCookies.push(cookie(`${forcedVersionPrefix}${match[1]}`, value, YEAR_SECONDS));
    }
  }
  return { browser, forced, setCookies };
}

/** The stack's document, if it can be read and is valid. */
export async function readDocument(documentFile: string): Promise<{ text: string; document: DiscoveryDocument | null } | null> {
  const text = await readFile(documentFile, 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const raw = JSON.parse(text) as unknown;
    return { text, document: discoveryProblems(raw).length === 0 ? (raw as DiscoveryDocument) : null };
  } catch {
    return { text, document: null };
  }
}

/**
 * config.json as one browser gets it: each micro-frontend with the version it runs. A document
 * that is not valid goes out as it is, for the shell to name what is wrong; null when there is none.
 */
export async function documentAnswer(documentFile: string, versions: ChosenBy): Promise<Buffer | null> {
  const read = await readDocument(documentFile);
  if (!read) return null;
  if (!read.document) return Buffer.from(read.text);
  return Buffer.from(`${JSON.stringify(documentForBrowser(read.document, versions.browser, versions.forced), null, 2)}\n`);
}
