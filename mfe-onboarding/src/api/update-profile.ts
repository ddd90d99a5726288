import { useNavigate } from 'react-router-dom';
import { paths, updateProfile, useApi, useNotify, useSession, type ProfileUpdate } from 'shared';
import * as messages from 'contract/messages';
import { useWrite, WriteRefused } from 'shared/write';
import { usePlayerCache } from 'shared/queries';
import { signedInPlayer, verificationProblem } from '../lib/verified-player';

/** What one step changes beside the names and uuid the token gives: the avatar or the categories. */
export type ProfileChange = Omit<ProfileUpdate, 'firstName' | 'lastName' | 'uuid'>;

const text = messages.onboarding;

/**
 * Each step's words in the spec (§8 "Avatar and category steps") and where it leads. Progress: while
 * the e-mail's verification is checked, then while the profile is updated. Failures: nothing chosen,
 * the server's false status, any other failure. Then the notice once saved, and the next route.
 */
const steps = {
  avatar: {
    progress: { verifying: text.verifyingUser, updating: text.updatingAvatar },
    failures: { missing: text.invalidAvatar, refused: text.avatarFailed, failed: text.somethingWrong },
    saved: { done: text.avatarUpdated, next: paths.getStarted.selectFavourites },
  },
  favourites: {
    progress: { verifying: text.savingPreferences, updating: text.savingPreferences },
    failures: { missing: text.noCategory, refused: text.preferencesFailed, failed: text.preferencesFailed },
    saved: { done: text.preferencesSaved, next: paths.home },
  },
};

/**
 * The avatar and favourites steps' one write: the signed-in player's e-mail is checked as verified,
 * the profile updated once with the token's names, the answer put in the cache, and the player
 * moved on. `error` is the session's problem from the start: without a token nothing can be sent.
 */
export function useUpdateProfile(name: keyof typeof steps) {
  const step = steps[name];
  const api = useApi();
  const player = signedInPlayer(useSession());
  const playerCache = usePlayerCache();
  const notify = useNotify();
  const navigate = useNavigate();
  const write = useWrite({
    send: async (change: ProfileChange | null, progress) => {
      if (player.problem !== undefined) throw new WriteRefused(player.problem);
      if (!change) throw new WriteRefused(step.failures.missing);
      progress(step.progress.verifying);
      const problem = await verificationProblem(api, player.token);
      if (problem) throw new WriteRefused(problem);
      progress(step.progress.updating);
      // One update is enough; the original client sent the avatar's twice (docs/decisions/009).
      const { claims } = player;
      const answer = await updateProfile(api, player.token, {
        firstName: claims.given_name ?? '',
        lastName: claims.family_name ?? '',
        uuid: claims.sub,
        ...change,
      });
      if (!answer.status) throw new WriteRefused(step.failures.refused);
      await playerCache.setProfile(answer.content);
      notify(step.saved.done);
      navigate(step.saved.next);
    },
    failure: { failed: step.failures.failed },
  });
  return { ...write, error: write.error ?? player.problem ?? null, signedIn: player.problem === undefined };
}
