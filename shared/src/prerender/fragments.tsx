import type { ComponentType } from 'react';
import { parseAppConfig } from '../config/app-config';
import { LANGUAGES } from 'contract/languages';
import { renderHtml } from './render';

/** One screen a remote pre-renders: its fragment name, its URL, the shell's route pattern for it, its module, and whether signed in (ADR 076). */
export interface PrerenderedScreen {
  fragment: string;
  path: string;
  route: string;
  load: () => Promise<{ default: ComponentType }>;
  signedIn?: boolean;
}

/**
 * Marks where a fragment starts: the shell's scripts know by it that the screen is in the HTML. A
 * signed-in page's layout says so: it is kept for a signed-in player, a signed-out screen is not.
 */
export function fragmentMarker(fragment: string, { signedInLayout = false }: { signedInLayout?: boolean } = {}): string {
  return `<template data-prerendered-screen="${fragment}"${signedInLayout ? ' data-layout="signed-in"' : ''}></template>`;
}

/**
 * Before the page's scripts run, a form's submit would send what was typed in the URL (a GET to the
 * page): posted instead, it never does. The scripts then hold a submit until the screen takes over.
 */
function postForms(html: string): string {
  return html.replace(/<form(?![^>]*\smethod=)/g, '<form method="post"');
}

/**
 * A remote's fragments: each screen in each language, its styles first, as
 * `prerender/<fragment>.<language>.html` (the files tooling/prerender/plugin.ts writes beside the manifest).
 */
export async function renderFragments(screens: PrerenderedScreen[], rawConfig: unknown) {
  const config = parseAppConfig(rawConfig);
  const files: { file: string; html: string }[] = [];
  for (const { fragment, path, route, load, signedIn = false } of screens) {
    const { default: Screen } = await load();
    for (const language of LANGUAGES) {
      const { html, styles } = await renderHtml(<Screen />, { path, route, language, config, signedIn });
      // A signed-in screen's page marks its layout itself (shell/src/prerender/pages.tsx), whether or not this include comes.
      const marker = signedIn ? '' : fragmentMarker(fragment);
      files.push({ file: `prerender/${fragment}.${language}.html`, html: `${marker}${styles}${postForms(html)}` });
    }
  }
  return { files };
}
