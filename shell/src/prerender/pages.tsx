/**
 * The shell's pages for the pre-rendered routes (ADR 035), written at build time by
 * tooling/prerender: index.html with the page's language, the shell's critical styles and, in
 * `#prerendered`, the shell's frame around an include of the owning remote's fragment; one more
 * page for the routes the discovery document marks pre-rendered, whose include its server names. The shell's
 * server (nginx's SSI, or scripts/lib/compose-page.ts) fills the include in at each request from
 * the remote's origin, so the screen follows the remote's deployments, never the shell's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GlobalStyle, LANGUAGES, parseAppConfig, paths, type AppConfig, type Language } from 'shared';
import {
  documentScreenInclude,
  documentScreenPage,
  fragmentInclude,
  pageFile,
  pageNameOf,
  prerenderedScreens,
  shellScriptsId,
  signedInScreens,
  skeletonScreens,
} from 'contract/federation';
import { fragmentMarker, renderHtml, scriptFontHead } from 'shared/prerender';
import { LanguageBar } from '../features/top-bar/LanguageBar';
import { TopBarFrame } from '../features/top-bar/TopBarFrame';
import { ScreenLoading } from '../remotes/RemoteFallbacks';
import { OfflineScreen } from '../features/offline/OfflineScreen';
import { offlinePagePath } from '../service-worker/offline-page';

/**
 * The browser paints nothing of the page before the whole screen is parsed (`rel=expect`, render
 * blocking until the element after it arrives): a screen painted half-parsed would grow and move.
 */
const END_OF_SCREEN = 'prerendered-end';

/**
 * A pre-rendered page asks for the shell's scripts and config.json once it has painted, not beside
 * the HTML: on a slow link they would share its bandwidth and delay the first paint. The boot
 * script (the one script the page names) loads them, in order (shell/src/boot/shell-scripts.ts).
 */
function scriptsAfterPaint(template: string): string {
  const sources: string[] = [];
  const html = template.replace(/<script defer src="([^"]+)"><\/script>/g, (tag, source: string) => {
    if (/\/boot\.[\w]+\.js$/.test(source)) return tag;
    sources.push(source);
    return '';
  });
  if (sources.length === 0 || sources.length === [...template.matchAll(/<script /g)].length)
    throw new Error('index.html: the boot script and the shell scripts were not found');
  // config.json too: the boot script reads it when it runs, after the paint.
  const withoutConfigPreload = html.replace(/<link rel="preload" href="\/config\.json"[^>]*>/, '');
  if (withoutConfigPreload === html) throw new Error('index.html: the preload of config.json was not found');
  // A template, not a script element: the page holds no inline script of any kind.
  return withoutConfigPreload.replace('</body>', `<template id="${shellScriptsId}" data-sources="${sources.join(' ')}"></template></body>`);
}

/**
 * A signed-in screen's copy that shows texts the tab remembers (`showsRememberedTexts`) waits for the
 * boot script before its first paint (ADR 078): the script writes the player's own texts from the
 * tab's last visit into it, and a text that changed after the paint would be a later, larger paint,
 * and move what is under it. Other pages do not wait: the script's download would only delay them.
 */
function bootBlocksRender(html: string): string {
  const blocking = html.replace(/(<script defer src="[^"]*\/boot\.\w+\.js")>/, '$1 blocking="render">');
  if (blocking === html) throw new Error('index.html: the boot script was not found');
  return blocking;
}

interface PageParts {
  language: Language;
  styles: string;
  body: string;
  scriptsWithHtml?: boolean;
  /** A signed-in screen's copy that shows texts the tab remembers (ADR 078). */
  waitsForBoot?: boolean;
}

function page(template: string, { language, styles, body, scriptsWithHtml = false, waitsForBoot = false }: PageParts): string {
  // A signed-in layout's largest paint is the screen its scripts bring: they start with the HTML (ADR 070).
  const scripts = scriptsWithHtml ? template : scriptsAfterPaint(template);
  const filled = (waitsForBoot ? bootBlocksRender(scripts) : scripts)
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace('</head>', `${scriptFontHead(language)}${styles}<link rel="expect" href="#${END_OF_SCREEN}" blocking="render"></head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="prerendered">${body}<template id="${END_OF_SCREEN}"></template></div><div id="root"></div>`,
    );
  if (!filled.includes('id="prerendered"') || !filled.includes(`lang="${language}"`))
    throw new Error('index.html no longer has <html lang="en"> and <div id="root"></div>');
  return filled;
}

/**
 * The offline page of a language (ADR 069), which the service worker precaches and shows for a page
 * request when the network is down: index.html without any script (offline, nothing would load),
 * with the page's language, its script's font and the offline screen's markup and styles.
 */
async function offlinePage(template: string, language: Language, config: AppConfig): Promise<{ file: string; html: string }> {
  const { html, styles } = await renderHtml(
    <>
      <GlobalStyle />
      <OfflineScreen />
    </>,
    { path: '/', language, config },
  );
  const filled = template
    .replace(/<script\b[^>]*><\/script>/g, '')
    .replace(/<link rel="preload" href="\/config\.json"[^>]*>/, '')
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace('</head>', `${scriptFontHead(language)}${styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (/<script\b/.test(filled) || !filled.includes(`lang="${language}"`) || !filled.includes(`<div id="root">${html}`))
    throw new Error('index.html: the offline page could not be made from it');
  return { file: offlinePagePath(language).slice(1), html: filled };
}

/** A signed-in page's loading state is shown only when no screen came in its include (ADR 076). */
const fallbackStyle = '<style>#prerendered:has(h1) [data-screen-fallback]{display:none}</style>';

export async function render({ dist, config: rawConfig }: { dist: string; config: unknown }) {
  const config = parseAppConfig(rawConfig);
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files: { file: string; html: string }[] = [];
  for (const language of LANGUAGES) {
    // The frame of a signed-out screen: the same for every route (the Language control reads no route).
    const frame = await renderHtml(
      <>
        <GlobalStyle />
        <LanguageBar />
      </>,
      { path: '/', language, config },
    );
    for (const { remote, fragment } of prerenderedScreens) {
      files.push({
        file: pageFile(fragment, language, 'signed-out'),
        html: page(template, { language, styles: frame.styles, body: `${frame.html}${fragmentInclude(remote, fragment, language)}` }),
      });
    }
    // Any route the discovery document marks pre-rendered: its server names the remote and the fragment (ADR 049).
    files.push({
      file: pageFile(documentScreenPage, language, 'signed-out'),
      html: page(template, { language, styles: frame.styles, body: `${frame.html}${documentScreenInclude(language)}` }),
    });
    files.push(await offlinePage(template, language, config));
    // A signed-in page: the top bar's frame, then its screen as it shows before the player's data
    // comes (its remote's fragment, ADR 076) or, without one, the loading state the browser's first
    // render shows. Marked as a layout: a signed-in player's tab keeps it until the live page takes over.
    const layout = async (route: string) => {
      const bar = await renderHtml(
        <>
          <GlobalStyle />
          <TopBarFrame aria-hidden="true" />
        </>,
        { path: route, language, config },
      );
      const loading = await renderHtml(<ScreenLoading />, { path: route, language, config });
      return { bar: bar.html, loading: loading.html, styles: `${bar.styles}${loading.styles}` };
    };
    // A page whose screen is in its HTML paints first and asks for the scripts after, as a signed-out copy does; a layout alone needs them at once (ADR 070).
    const signedInPage = (name: string, styles: string, body: string, { withScreen = false, waitsForBoot = false } = {}) => ({
      file: pageFile(name, language, 'signed-in'),
      html: page(template, {
        language,
        styles,
        body: `${fragmentMarker(name, { signedInLayout: true })}${body}`,
        scriptsWithHtml: !withScreen,
        waitsForBoot,
      }),
    });
    // The loading state stays for a page whose include fails (nginx's SSI writes no stub for an empty answer); a screen hides it.
    const screenPage = async (name: string, route: string, include: string, waitsForBoot = false) => {
      const { bar, loading, styles } = await layout(route);
      const fallback = `<div data-screen-fallback>${loading}</div>`;
      return signedInPage(name, `${styles}${fallbackStyle}`, `${bar}${include}${fallback}`, { withScreen: true, waitsForBoot });
    };
    for (const screen of signedInScreens) {
      const include = fragmentInclude(screen.remote, screen.fragment, language);
      files.push(await screenPage(pageNameOf(screen.path), screen.path, include, 'showsRememberedTexts' in screen));
    }
    // Any route the discovery document marks pre-rendered signed in (ADR 079), framed as the contract's are. Its copy
    // may show texts the tab remembers (the account's date-of-birth note, ADR 080), and the document cannot say which do.
    files.push(await screenPage(documentScreenPage, paths.home, documentScreenInclude(language), true));
    for (const { path: route, fragment } of skeletonScreens) {
      const { bar, loading, styles } = await layout(route);
      files.push(signedInPage(fragment, styles, `${bar}${loading}`));
    }
  }
  return { files };
}
