import { useConfig } from '../config/config-context';
import { apiClientFor } from './client';

/** The client for the platform API named in config.json. */
export function useApi() {
  return apiClientFor(useConfig().apiBaseUrl);
}
