/**
 * The one time-zone rule of the server (issue #17): a zone is stored and used only as a canonical
 * Intl ID (shared/timeZones.ts) that the database knows as well. JavaScript reads the zone for
 * weekday × hour and "today"; Postgres reads it in `AT TIME ZONE`, and answers an unknown name
 * with an error, which used to make every analytics and chat call of the account a 500.
 *
 * Postgres's list (pg_timezone_names) is its own tz database, built in (PGlite) or the system's
 * (Debian's Postgres): usually a superset of Intl's canonical IDs, but an older one can lack a zone
 * ICU already has. checkDatabaseTimeZones compares the two lists when the server starts, logs any
 * such zone and excludes it, for the PATCH and for reading alike. The exclusions live in the
 * module: one server process has one database.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { canonicalTimeZone, canonicalTimeZones, UTC } from '../../../shared/timeZones';
import type { Db } from '../../db/client';
import { rowsOf } from './overviewRepository';

const unknownToDatabase = new Set<string>();

/** At start: the canonical zones the database does not know, logged and from then on refused. */
export async function checkDatabaseTimeZones(db: Db, log: Pick<FastifyBaseLogger, 'warn'>): Promise<string[]> {
  const known = new Set((await rowsOf(db, sql`select name from pg_timezone_names`)).map((row) => String(row.name)));
  const missing = [...canonicalTimeZones()].filter((zone) => !known.has(zone));
  for (const zone of missing) unknownToDatabase.add(zone);
  if (missing.length) log.warn({ zones: missing }, 'Time zones JavaScript knows but the database does not are refused, and read as UTC where stored');
  return missing;
}

/** The name to store for a zone the user gave: its canonical ID when JavaScript and the database both know it, else null. */
export function storableTimeZone(name: string): string | null {
  const zone = canonicalTimeZone(name);
  return zone !== null && !unknownToDatabase.has(zone) ? zone : null;
}

/**
 * The zone to read an account's figures in, wherever a stored zone is read: its canonical ID (a
 * retired link stored before this rule, such as US/Pacific-New, reads as America/Los_Angeles), or
 * UTC for a name that neither JavaScript nor the database can use.
 */
export const accountTimeZone = (stored: string) => storableTimeZone(stored) ?? UTC;
