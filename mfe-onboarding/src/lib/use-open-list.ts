import { useEffect, useState } from 'react';
import { useApi, type ApiClient, type Envelope } from 'shared';

/**
 * Loads one of the open reference lists (avatars, categories) when a screen opens.
 * `failed` covers both a false status and no answer: the screens show one message for either.
 */
export function useOpenList<T>(load: (api: ApiClient) => Promise<Envelope<T>>): { data: T | null; loading: boolean; failed: boolean } {
  const api = useApi();
  const [state, setState] = useState<{ data: T | null; loading: boolean; failed: boolean }>({ data: null, loading: true, failed: false });
  useEffect(() => {
    let current = true;
    load(api).then(
      (answer) => current && setState({ data: answer.status ? answer.content : null, loading: false, failed: !answer.status }),
      () => current && setState({ data: null, loading: false, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [api, load]);
  return state;
}
