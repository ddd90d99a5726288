// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
// findBy and waitFor wait 1 s by default: a lazily imported screen or dialog is compiled on its first
// import, which took longer on CI's two loaded cores (the identity dialog, 2026-11-30). What a test
// expects to appear may take 5 s; what it expects to stay away is asserted at once, as before.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
