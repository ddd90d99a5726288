// One Jest setup for every workspace: SWC transforms TS/TSX (about 8x faster than ts-jest here).
const path = require('node:path');

/** SWC's transform of TS/TSX, as each project uses it (and the server for the ESM packages it compiles). */
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @param {{ dir: string, environment?: 'jsdom' | 'node' }} options */
function jestProject({ dir, environment = 'jsdom' }) {
  const name = path.basename(dir);
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.ts'],
    transform: {
      // Catalogues are compiled as the builds compile them (tooling/i18n, ADR 034).
      '[\\/]locales[\\/][a-z]+\\.json$': path.join(__dirname, 'tooling/i18n/catalog-jest-transform.cjs'),
      '^.+\\.(t|j)sx?$': swcTransform,
    },
    setupFilesAfterEnv: [
      path.join(__dirname, 'jest.setup.timeout.js'),
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jest.setup.jsdom.js')] : []),
    ],
    moduleNameMapper: {
      '\\.(svg|png|jpg|webp|mp4|webm|woff2)$': path.join(__dirname, 'jest.file-stub.js'),
      // Tests import the router the builds provide: the singleton's narrow module, not the whole package.
      '^react-router-dom$': path.join(__dirname, 'shared/src/router/react-router-dom.ts'),
    },
  };
}

module.exports = { jestProject, swcTransform };
