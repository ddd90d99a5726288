/**
 * Writes docs/openapi.json (`npm run openapi -w server`): the player API's endpoints as declared
 * in contract/src/api/endpoints.ts, the operators' in operator-endpoints.ts, the games' in game-endpoints.ts and the account
 * area's in account-endpoints.ts, with the request schemas the API app serves them with. The app is
 * built over an empty in-memory database it never queries.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { accountEndpoints } from 'contract/account-endpoints';
import { closureEndpoints } from 'contract/closure-endpoints';
import { playLimitsEndpoints } from 'contract/play-limits-endpoints';
import { endpoints } from 'contract/endpoints';
import { gameEndpoints } from 'contract/game-endpoints';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { privacyEndpoints } from 'contract/privacy-endpoints';
import { buildApiApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { openPglite } from '../src/db/pglite';
import type { Mailer } from '../src/domain/mailer';
import { openApiDocument, recordServedSchemas } from '../src/http/openapi';

const DOCUMENT_PATH = path.join(__dirname, '..', '..', 'docs', 'openapi.json');

/** Every endpoint the document describes, by its operationId. */
export const documentedEndpoints = {
  ...endpoints,
  ...operatorEndpoints,
  ...gameEndpoints,
  ...accountEndpoints,
  ...privacyEndpoints,
  ...closureEndpoints,
  ...playLimitsEndpoints,
};

const noMail: Mailer = {
  async send() {
    throw new Error('Describing the API sends no mail.');
  },
  close() {},
};

export async function describePlayerApi(db: Database) {
  const app = buildApiApp({ config: loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }), db, mailer: noMail });
  const served = recordServedSchemas(app);
  await app.ready();
  await app.close();
  return openApiDocument('PlayPrize player and operator API', documentedEndpoints, served);
}

if (require.main === module) {
  void (async () => {
    const db = await openPglite();
    writeFileSync(DOCUMENT_PATH, `${JSON.stringify(await describePlayerApi(db), null, 2)}\n`);
    await db.close();
    console.log(`Wrote ${path.relative(process.cwd(), DOCUMENT_PATH)}`);
  })();
}
