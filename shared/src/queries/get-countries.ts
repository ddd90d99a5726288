import { callEndpoint, endpoints, type ApiClient, type Country, type Envelope } from 'shared';
import { useReferenceList } from './read';

/** The country list of registration (id, name) and withdrawal (name, code). */
export async function getCountries(api: ApiClient): Promise<Envelope<{ data: Country[] }>> {
  return callEndpoint(api, endpoints.getCountries, {});
}

export function useCountries(): { countries: Country[] | undefined; error: unknown; isLoading: boolean; retry(): void } {
  const { data, ...read } = useReferenceList(endpoints.getCountries, getCountries);
  return { countries: data?.data, ...read };
}
