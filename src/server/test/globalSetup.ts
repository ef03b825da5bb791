import { createPostgresTemplate, pgliteTemplateFile, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './databaseTemplate';

/**
 * jest's globalSetup for the server projects: one migrated database per run that every test file's
 * own database is copied from. Variables set here reach the workers, which start afterwards. Both the
 * server and the system project run it; when both run together, the first one's template serves both.
 */
export default async function globalSetup(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) process.env[POSTGRES_TEMPLATE_ENV] ??= await createPostgresTemplate(adminUrl);
  else process.env[PGLITE_TEMPLATE_ENV] ??= await pgliteTemplateFile();
}
