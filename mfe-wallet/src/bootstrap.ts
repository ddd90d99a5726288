import { mountStandalone } from 'shared/standalone';

// Standalone mode (`npm start -w mfe-wallet`): this origin serves the exposed screens itself.
mountStandalone('wallet', {
  './Withdrawal': () => import('./app/WithdrawalPage'),
});
