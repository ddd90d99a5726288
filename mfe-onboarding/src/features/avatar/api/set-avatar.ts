import { messages, paths } from 'shared';
import { useUpdateProfile } from '../../../api/update-profile';

const text = messages.onboarding;

/** Saves the chosen avatar ('Verifying user...', then 'Updating avatar...') and moves on to the favourites. */
export function useSetAvatar() {
  const update = useUpdateProfile({
    progress: { verifying: text.verifyingUser, updating: text.updatingAvatar },
    failures: { missing: text.invalidAvatar, refused: text.avatarFailed, failed: text.somethingWrong },
    done: text.avatarUpdated,
    next: paths.getStarted.selectFavourites,
  });
  return { ...update, run: (avatarImageId: number | undefined) => update.run(avatarImageId === undefined ? null : { avatarImageId }) };
}
