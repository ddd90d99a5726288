/**
 * Stands in for @module-federation/error-codes' descriptions (dist/desc.mjs) in every browser build
 * (rspack.base.ts): the runtime's errors keep their code and the link to its explanation
 * ("#RUNTIME-008", "View the docs … #runtime-008"), which is what the shell matches and a reader
 * needs, without the English sentences each bundle carried (0.4 kB gzip in the shell's entry and
 * in each remoteEntry.js, ADR 073). Plain JavaScript: the rules that compile our TypeScript see
 * the replaced module's node_modules path.
 */
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
