import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  app: 'auth',
  dir: __dirname,
  exposes: {
    './SignIn': './src/features/sign-in/SignInScreen.tsx',
    './SignInPanel': './src/features/sign-in/SignInPanelScreen.tsx',
    './ForgotPassword': './src/features/forgot-password/ForgotPasswordArea.tsx',
    './ForgotPasswordCode': './src/features/forgot-password/ForgotPasswordCodeScreen.tsx',
    './ResetPassword': './src/features/forgot-password/ResetPasswordScreen.tsx',
  },
});
