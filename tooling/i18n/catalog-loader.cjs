// Rspack loader of src/locales/*.json (rspack.base.ts): the compiled catalogue as an ES module.
const { compileCatalog } = require('./compile-catalog.cjs');

module.exports = function catalogLoader(source) {
  return `export default ${compileCatalog(source)};`;
};
