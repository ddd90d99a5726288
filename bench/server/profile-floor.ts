/**
 * The floor the profile read is measured against (issue 40): a bare Fastify app, no plugins,
 * hooks or logging, whose one route runs the server's own profile read (domain/players.ts
 * findProfile, the same SQL) over the same database with the same pool size, and answers it as
 * JSON. Started by profile-reads.ts as a process of its own, as the real server is:
 * FLOOR_PORT, and DATABASE_URL (PostgreSQL) or PGLITE_DIR (a copy of the bench's PGlite directory).
 */
import Fastify from 'fastify';
import { findProfile } from '../../server/src/domain/players';
import { openPglite } from '../../server/src/db/pglite';
import { openPostgres } from '../../server/src/db/postgres';

async function main(): Promise<void> {
  const { DATABASE_URL, PGLITE_DIR, FLOOR_PORT } = process.env;
  const db = DATABASE_URL ? openPostgres(DATABASE_URL) : await openPglite({ dataDir: PGLITE_DIR! });
  const app = Fastify();
  app.get<{ Querystring: { uuid?: string } }>('/profile', async (request, reply) => {
    const profile = await findProfile(db, request.query.uuid ?? '');
    return profile ?? reply.code(404).send({ error: 'not found' });
  });
  await app.listen({ port: Number(FLOOR_PORT), host: '127.0.0.1' });
  process.once('SIGTERM', () => void app.close().then(() => db.close()));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
