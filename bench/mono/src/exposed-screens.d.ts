/** Generated at build time by bench/mono/rspack.config.ts (a virtual module): loadRemote id -> import() of the exposed file. */
export declare const exposedScreens: Record<string, () => Promise<unknown>>;
