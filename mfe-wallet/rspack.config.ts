import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  app: 'wallet',
  dir: __dirname,
  exposes: {
    './Withdrawal': './src/features/withdrawal/WithdrawalScreen.tsx',
  },
});
