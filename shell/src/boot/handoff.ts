/**
 * What the boot script started, handed to the shell on a global: both are bundled apart, so a
 * module cannot be shared between them. Each manifest answer is taken once; after that (and with
 * no boot script, as in tests) the shell fetches as usual.
 */
import type { HeldInteraction } from './hold-interactions';

export interface BootHandoff {
  config?: Promise<unknown>;
  manifests: Map<string, Promise<unknown>>;
  /** Settles once a new tab has taken an open tab's session, or found none. */
  session?: Promise<void>;
  /** Clicks, submits and keys on a pre-rendered screen before the shell took it over, in order. */
  held?: HeldInteraction[];
}

const key = '__playPrizeBoot';
type WithHandoff = typeof globalThis & { [key]?: BootHandoff };

export const bootHandoff = {
  set(handoff: BootHandoff): void {
    (globalThis as WithHandoff)[key] = handoff;
  },
  /** The config.json answer the boot script is reading, if there is one. */
  takeConfig(): Promise<unknown> | undefined {
    const handoff = (globalThis as WithHandoff)[key];
    const config = handoff?.config;
    delete handoff?.config;
    return config;
  },
  /** The open tabs' session hand-off the boot script started, if there is one. */
  takeSession(): Promise<void> | undefined {
    const handoff = (globalThis as WithHandoff)[key];
    const session = handoff?.session;
    delete handoff?.session;
    return session;
  },
  /** The interactions held on a pre-rendered screen so far (none without a boot script). */
  takeHeld(): HeldInteraction[] {
    return (globalThis as WithHandoff)[key]?.held?.splice(0) ?? [];
  },
  /** The manifest answer the boot script fetched for `url`, if there is one. */
  takeManifest(url: string): Promise<unknown> | undefined {
    const manifests = (globalThis as WithHandoff)[key]?.manifests;
    const manifest = manifests?.get(url);
    manifests?.delete(url);
    return manifest;
  },
};
