import type { ApiClient } from '../client';
import type { Envelope } from '../envelope';

export interface Country {
  id: number;
  name: string;
  code: string;
}

/** The country list of registration (id, name) and withdrawal (name, code). */
export async function getCountries(api: ApiClient): Promise<Envelope<{ data: Country[] }>> {
  const { data } = await api.get<Envelope<{ data: Country[] }>>('/api/open/v1/country');
  return data;
}
