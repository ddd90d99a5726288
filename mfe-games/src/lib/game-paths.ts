import { paths } from 'shared';

/** One game's page, by its id. */
export const gamePath = (gameId: string) => paths.games.game.replace(':gameId', encodeURIComponent(gameId));
