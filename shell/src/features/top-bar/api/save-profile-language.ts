import { callEndpoint, contentOf, endpoints, useApi, useSession, type Language } from 'shared';
import { useWrite } from 'shared/write';
import { usePlayerCache } from 'shared/queries';

/** Saves the page's language to the player's profile (their mails follow it) and keeps the answer as the profile. */
export function useSaveProfileLanguage() {
  const api = useApi();
  const { accessToken } = useSession();
  const { setProfile } = usePlayerCache();
  return useWrite({
    send: async (language: Language) =>
      setProfile(await contentOf(callEndpoint(api, endpoints.saveProfileLanguage, { token: accessToken ?? '', body: { language } }))),
    // Unsaved, the page keeps its language, and says nothing: the next choice or sign-in saves it.
    failure: () => null,
  });
}
