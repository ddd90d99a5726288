import { useUpdateProfile } from '../../../api/update-profile';

/** Saves every chosen category ('Saving preferences...' throughout) and goes home. */
export function useSaveFavourites() {
  const update = useUpdateProfile('favourites');
  return { ...update, run: (gameCategoryIds: number[]) => update.run(gameCategoryIds.length === 0 ? null : { gameCategoryIds }) };
}
