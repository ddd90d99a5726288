import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  app: 'onboarding',
  dir: __dirname,
  exposes: {
    './GetStarted': './src/app/GetStartedArea.tsx',
    './Register': './src/features/register/RegisterScreen.tsx',
    './GetStartedPanel': './src/features/get-started/GetStartedPanelScreen.tsx',
    './SetAvatar': './src/features/avatar/SetAvatarScreen.tsx',
  },
});
