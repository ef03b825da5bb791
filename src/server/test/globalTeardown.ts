import { dropPostgresDatabase, POSTGRES_TEMPLATE_ENV } from './databaseTemplate';

/** Drops this run's Postgres template; the PGlite one stays cached for the next run (see databaseTemplate). */
export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  if (adminUrl && template) await dropPostgresDatabase(adminUrl, template);
}
