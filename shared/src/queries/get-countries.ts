import { callEndpoint, endpoints, type ApiClient, type Country, type Envelope } from 'shared';
import { useReferenceList, type Read } from './read';

/** The country list of registration (id, name) and withdrawal (name, code). */
export async function getCountries(api: ApiClient): Promise<Envelope<{ data: Country[] }>> {
  return callEndpoint(api, endpoints.getCountries, {});
}

export function useCountries(): Omit<Read<unknown>, 'data'> & { countries: Country[] | undefined } {
  const { data, ...read } = useReferenceList(endpoints.getCountries, getCountries);
  return { countries: data?.data, ...read };
}
