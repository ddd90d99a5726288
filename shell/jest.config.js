const { jestProject } = require('../jest.preset');

/** eventsource-parser ships ESM only, which Jest's CommonJS runtime cannot require on Node 20: SWC compiles it like our sources. */
const COMPILED_DEPENDENCIES = ['eventsource-parser'];

module.exports = {
  ...jestProject({ dir: __dirname }),
  transformIgnorePatterns: [`/node_modules/(?!(${COMPILED_DEPENDENCIES.join('|')})/)`],
};
