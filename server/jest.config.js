const { jestProject, swcTransform } = require('../jest.preset');

const base = jestProject({ dir: __dirname, environment: 'node' });

/**
 * Packages Jest must compile although they live in node_modules: jose 6 and light-my-request's
 * cookie are ESM-only, which Jest's CommonJS runtime cannot require on Node 20; PGlite's
 * CommonJS build loads Node built-ins (and @react-email/render loads react-dom/server) with import(), which Jest's VM refuses without
 * --experimental-vm-modules (SWC rewrites those to require()).
 */
const COMPILED_DEPENDENCIES = ['jose', '@electric-sql/pglite', 'cookie', '@react-email/render'];

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    '(@electric-sql/pglite|@react-email/render)/dist/.+\\.cjs$': swcTransform,
  },
  // Skip node_modules files unless their innermost package is one of the above.
  transformIgnorePatterns: [`/node_modules/(?!(${COMPILED_DEPENDENCIES.join('|')})/)(?!.*/node_modules/)`],
  // Builds the PGlite templates every suite's database is copied from (test/support/templates.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/support/timeouts.ts'],
};
