import { endpoints } from 'contract/endpoints';
import { listCountries } from '../../domain/reference-data';
import { ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import type { ApiRoutes } from './context';

/** GET /api/open/v1/country: every ISO 3166 country as {id, name, code}, sorted by name. */
export const countryRoutes: ApiRoutes = async (app, { db }) => {
  serveEndpoint(app, endpoints.getCountries, {
    schema: {},
    handler: async () => ok({ data: await listCountries(db) }),
  });
};
