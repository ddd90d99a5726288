import { mountStandalone } from 'shared/standalone';

// Standalone mode (`npm start -w mfe-content`): this origin serves the exposed screens itself.
mountStandalone('content', {
  './Home': () => import('./features/home/HomeScreen'),
  './PrivacyPolicy': () => import('./features/privacy-policy/PrivacyPolicyScreen'),
  './Terms': () => import('./features/terms/TermsScreen'),
  './Help': () => import('./features/help/HelpScreen'),
  './Contact': () => import('./features/contact/ContactScreen'),
  './CashPrizes': () => import('./features/cash-prizes/CashPrizesScreen'),
});
