import type { ApiClient } from '../client';
import { callEndpoint } from '../call-endpoint';
import { endpoints, type Country } from '../endpoints';
import type { Envelope } from '../envelope';

/** The country list of registration (id, name) and withdrawal (name, code). */
export async function getCountries(api: ApiClient): Promise<Envelope<{ data: Country[] }>> {
  return callEndpoint(api, endpoints.getCountries, {});
}
