/* global jest -- Jest defines it in every setup file. */
// Per project, so it also applies when Jest runs from the repository root (testTimeout is a global
// option there). Jest's default 5 s is a quiet machine's: CI's two cores, shared with a browser
// suite and builds, took a screen test to 4.99 s and a real nginx's 500 requests past 5 s.
jest.setTimeout(20_000);
