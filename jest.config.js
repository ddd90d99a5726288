// `npm run test:unit` runs every workspace's Jest project; each workspace also runs alone.
module.exports = {
  projects: ['tooling', 'shared', 'shell', 'mfe-auth', 'mfe-onboarding', 'mfe-wallet', 'mfe-content', 'server'].map(
    (dir) => `<rootDir>/${dir}`,
  ),
};
