const { jestProject, swcTransform } = require('../jest.preset');

const base = jestProject({ dir: __dirname, environment: 'node' });

// `.mjs` too: the benches' plain-Node helpers (bench/lib), which this project's tests import.
module.exports = { ...base, transform: { ...base.transform, '\\.mjs$': swcTransform } };
