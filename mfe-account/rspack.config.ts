import { createAppConfig } from '../rspack.base';

// The account area joins through the discovery document alone (README, "Adding a remote"): it
// describes itself here, and its routes are its entry in shell/public/config.json.
export default createAppConfig({
  app: {
    federationName: 'account',
    port: 3007,
    exposes: { './Account': './src/app/AccountArea.tsx' },
    // Its landing section, as it shows before the player's details come (ADR 079).
    signedInScreens: [{ path: '/account/*', module: './Account' }],
  },
  dir: __dirname,
});
