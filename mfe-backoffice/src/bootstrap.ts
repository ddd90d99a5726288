import { mountStandalone } from 'shared/standalone';

// Standalone mode (`npm start -w mfe-backoffice`): this origin serves the back office itself.
mountStandalone('backoffice', {
  './Operator': () => import('./app/OperatorArea'),
});
