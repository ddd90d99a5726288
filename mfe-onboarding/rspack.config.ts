import { createAppConfig } from '../rspack.base';

// What this remote exposes is listed once, in the shell/remote contract (contract/src/federation).
export default createAppConfig({ app: 'onboarding', dir: __dirname });
