import { messages, paths } from 'shared';
import { useUpdateProfile } from '../../../api/update-profile';

const text = messages.onboarding;

/** Saves every chosen category ('Saving preferences...' throughout) and goes home. */
export function useSaveFavourites() {
  const update = useUpdateProfile({
    progress: { verifying: text.savingPreferences, updating: text.savingPreferences },
    failures: { missing: text.noCategory, refused: text.preferencesFailed, failed: text.preferencesFailed },
    done: text.preferencesSaved,
    next: paths.home,
  });
  return { ...update, run: (gameCategoryIds: number[]) => update.run(gameCategoryIds.length === 0 ? null : { gameCategoryIds }) };
}
