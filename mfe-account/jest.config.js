const { jestProject } = require('../jest.preset');

module.exports = jestProject({ dir: __dirname });
