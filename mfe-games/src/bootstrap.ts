import { mountStandalone } from 'shared/standalone';

// Standalone mode (`npm start -w mfe-games`): this origin serves the games itself.
mountStandalone('games', {
  './Games': () => import('./app/GamesArea'),
});
