import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { country, niche, type Country, type Niche } from '../../../shared/connectors';
import { countries, niches } from '../../db/schema';
import { PUBLIC } from '../../http/routeDocs';

// Reference data only changes with a migration, so browsers may keep it for a day.
const CACHE = 'public, max-age=86400';

/** Loads once, on first use, and keeps the answer; a failed load is tried again next time. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

/**
 * Public reference lists seeded by migration: GET /api/countries and GET /api/instagram/niches.
 * Migrations run before the server starts, so the lists are read from the database once per process.
 */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const countryList = loadOnce((): Promise<Country[]> => app.db.select().from(countries).orderBy(asc(countries.name)));
  const nicheList = loadOnce((): Promise<Niche[]> => app.db.select().from(niches).orderBy(asc(niches.name)));

  const listSchema = <T extends z.ZodType>(item: T) => ({ security: PUBLIC, tags: ['reference'], response: { 200: z.array(item) } });

  app.get('/countries', { schema: listSchema(country) }, async (_request, reply): Promise<Country[]> => {
    reply.header('cache-control', CACHE);
    return countryList();
  });

  app.get('/instagram/niches', { schema: listSchema(niche) }, async (_request, reply): Promise<Niche[]> => {
    reply.header('cache-control', CACHE);
    return nicheList();
  });
};
