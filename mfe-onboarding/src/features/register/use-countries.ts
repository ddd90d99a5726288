import { useEffect, useState } from 'react';
import { getCountries, messages, useApi, type Country } from 'shared';

/** The registration country list, with the spec's two failure messages. */
export function useCountries(): { countries: Country[]; error: string | null } {
  const api = useApi();
  const [countries, setCountries] = useState<Country[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    getCountries(api).then(
      (answer) => {
        if (!current) return;
        if (answer.status) setCountries(answer.content.data);
        else setError(messages.registration.countriesFailed);
      },
      () => current && setError(messages.registration.countriesError),
    );
    return () => {
      current = false;
    };
  }, [api]);
  return { countries, error };
}
