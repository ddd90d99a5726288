// A catalogue (src/locales/<language>.json: message id → ICU message) compiled with Lingui's own
// compiler, so pages carry only its interpreter (ADR 034). One function for the builds' loader and
// Jest's transform: the two can never read a catalogue differently.
const { compileMessage } = require('@lingui/message-utils/compileMessage');

/** @param {string} source the catalogue's JSON @returns {string} the compiled catalogue as JSON */
function compileCatalog(source) {
  const messages = JSON.parse(source);
  return JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessage(message)])));
}

module.exports = { compileCatalog };
