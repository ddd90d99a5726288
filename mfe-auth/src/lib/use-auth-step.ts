import { useNavigate } from 'react-router-dom';
import { useApi, useNotify, useSession } from 'shared';

type Tone = Parameters<ReturnType<typeof useNotify>>[1];

/**
 * What each of this remote's writes needs: the API and the session to send with, and what follows
 * a step the server accepted, in the spec's order: its notice (if any), then the next screen.
 */
export function useAuthStep() {
  const api = useApi();
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const moveOn = (to: string, notice: string | null, tone?: Tone) => {
    if (notice) notify(notice, tone);
    navigate(to);
  };
  return { api, session, moveOn };
}
