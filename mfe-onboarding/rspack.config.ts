import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  app: 'onboarding',
  dir: __dirname,
  exposes: {
    './GetStarted': './src/features/get-started/GetStartedArea.tsx',
    './Register': './src/features/get-started/RegisterScreen.tsx',
    './GetStartedPanel': './src/features/get-started/GetStartedPanelScreen.tsx',
    './SetAvatar': './src/features/get-started/SetAvatarScreen.tsx',
  },
});
