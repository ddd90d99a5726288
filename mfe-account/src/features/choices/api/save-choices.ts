import { contentOf, endpoints, updateProfile, useApi, useSession } from 'shared';
import { useWrite, WriteRefused } from 'shared/write';
import * as messages from 'contract/messages';
import { serverRefusal } from '../../../components/ui';

export interface Choices {
  avatarImageId: number | null;
  gameCategoryIds: number[];
}

/** Saves the avatar and the favourite categories in one profile update (the names stay as stored). */
export function useSaveChoices() {
  const api = useApi();
  const { accessToken, playerId } = useSession();
  return useWrite({
    send: async ({ avatarImageId, gameCategoryIds }: Choices) => {
      if (avatarImageId === null) throw new WriteRefused(messages.onboarding.invalidAvatar);
      if (gameCategoryIds.length === 0) throw new WriteRefused(messages.onboarding.noCategory);
      return contentOf(updateProfile(api, accessToken ?? '', { uuid: playerId ?? '', avatarImageId, gameCategoryIds }));
    },
    progress: messages.onboarding.savingPreferences,
    failure: (failure) => serverRefusal(failure) ?? messages.onboarding.somethingWrong,
    invalidates: [endpoints.getProfile],
  });
}
