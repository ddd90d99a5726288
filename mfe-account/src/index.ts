// Only a shell loads this remote (its container entry, remoteEntry.js); the async boundary is the
// shell's. Its own page shows nothing.
export {};
