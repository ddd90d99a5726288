import { useUpdateProfile } from '../../../api/update-profile';

/** Saves the chosen avatar ('Verifying user...', then 'Updating avatar...') and moves on to the favourites. */
export function useSetAvatar() {
  const update = useUpdateProfile('avatar');
  return { ...update, run: (avatarImageId: number | undefined) => update.run(avatarImageId === undefined ? null : { avatarImageId }) };
}
