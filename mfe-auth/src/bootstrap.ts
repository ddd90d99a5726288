import { mountStandalone } from 'shared/standalone';

// Standalone mode (`npm start -w mfe-auth`): this origin serves the exposed screens itself.
mountStandalone('auth', {
  './SignIn': () => import('./features/sign-in/SignInScreen'),
  './SignInPanel': () => import('./features/sign-in/SignInPanelScreen'),
  './ForgotPassword': () => import('./features/forgot-password/ForgotPasswordArea'),
  './ForgotPasswordCode': () => import('./features/forgot-password/ForgotPasswordCodeScreen'),
  './ResetPassword': () => import('./features/forgot-password/ResetPasswordScreen'),
});
