import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  app: 'content',
  dir: __dirname,
  exposes: {
    './Home': './src/features/home/HomeScreen.tsx',
    './PrivacyPolicy': './src/features/privacy-policy/PrivacyPolicyScreen.tsx',
    './Contact': './src/features/contact/ContactScreen.tsx',
    './CashPrizes': './src/features/cash-prizes/CashPrizesScreen.tsx',
  },
});
