/* global afterEach -- Jest defines it in every setup file. */
// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
// findBy and waitFor wait 1 s by default: a lazily imported screen or dialog is compiled on its first
// import, which took longer on CI's two loaded cores (the identity dialog, 2026-11-30). What a test
// expects to appear may take 5 s; what it expects to stay away is asserted at once, as before.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });

// React's warnings of a broken rule fail the test that caused them: they are bugs in the code under
// test, whatever the timing (unlike act() warnings, which a loaded machine's timers can bring).
const brokenReactRules = [
  'unique "key" prop',
  'change in the order of Hooks',
  'Cannot update a component',
  'Maximum update depth exceeded',
];
const reportError = console.error.bind(console);
let brokenRules = [];
console.error = (...args) => {
  const text = args.map(String).join(' ');
  const rule = brokenReactRules.find((words) => text.includes(words));
  if (rule) brokenRules.push(rule);
  reportError(...args);
};
afterEach(() => {
  const broken = brokenRules;
  // Requests no stub answered (shared/testing's stubHttp): the test missed a call the screen makes.
  const unstubbed = globalThis.unstubbedRequests ?? [];
  brokenRules = [];
  globalThis.unstubbedRequests = [];
  if (broken.length > 0) throw new Error(`React reported a broken rule: ${broken.join(', ')} (its warning is printed above).`);
  if (unstubbed.length > 0) throw new Error(`Requests no stub answered: ${[...new Set(unstubbed)].join('; ')}.`);
});
