import { mountStandalone } from 'shared/standalone';

// Standalone mode (`npm start -w mfe-onboarding`): this origin serves the exposed screens itself.
mountStandalone('onboarding', {
  './GetStarted': () => import('./app/GetStartedArea'),
  './Register': () => import('./features/register/RegisterScreen'),
  './GetStartedPanel': () => import('./features/get-started/GetStartedPanelScreen'),
  './SetAvatar': () => import('./features/avatar/SetAvatarScreen'),
});
