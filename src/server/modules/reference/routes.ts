import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Country, Niche } from '../../../shared/connectors';
import { countries, niches } from '../../db/schema';

// Reference data only changes with a migration, so browsers may keep it for a day.
const CACHE = 'public, max-age=86400';

/** Public reference lists seeded by migration: GET /api/countries and GET /api/instagram/niches. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/countries', async (_request, reply): Promise<Country[]> => {
    reply.header('cache-control', CACHE);
    return app.db.select().from(countries).orderBy(asc(countries.name));
  });

  app.get('/instagram/niches', async (_request, reply): Promise<Niche[]> => {
    reply.header('cache-control', CACHE);
    return app.db.select().from(niches).orderBy(asc(niches.name));
  });
};
