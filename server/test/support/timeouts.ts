// Per project, so it also applies when Jest runs from the repository root (testTimeout is a
// global option there): the real-process and on-disk database tests take several seconds.
jest.setTimeout(30_000);
