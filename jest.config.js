// `npm run test:unit` runs every workspace's Jest project; each workspace also runs alone.
// Every remote (mfe-*) joins by being there.
module.exports = {
  projects: ['tooling', 'contract', 'ui', 'shared', 'shell', '<rootDir>/mfe-*', 'server'].map((dir) =>
    dir.startsWith('<') ? dir : `<rootDir>/${dir}`,
  ),
};
