// Jest's transform of src/locales/*.json (jest.preset.js): Jest parses a transformed .json as JSON.
const { compileCatalog } = require('./compile-catalog.cjs');

module.exports = {
  process: (source) => ({ code: compileCatalog(source) }),
};
