/**
 * The one time-zone rule of the server: a zone is stored and used only under a name
 * JavaScript's Intl resolves (shared/timeZones.ts) and the database knows too. JavaScript reads the
 * zone for weekday × hour and "today"; Postgres reads it in `AT TIME ZONE`, and answers a name it
 * does not know with an error, which made every analytics and chat call of the account a 500.
 *
 * The database's names (pg_timezone_names, https://www.postgresql.org/docs/15/view-pg-timezone-names.html)
 * come from its own tz database, built in (PGlite) or the system's (Debian's Postgres), which need
 * not be as recent as Node's ICU. checkDatabaseTimeZones reads them when the server starts and logs
 * any zone Intl lists that they lack; from then on a zone counts only if the database has it. The
 * list lives in the module: one server process has one database. Before it is read (a unit test, a
 * script without a database) Intl's own list stands in.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { intlTimeZone, listedTimeZones, UTC } from '../../shared/timeZones';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rawRows';

let databaseZones: ReadonlySet<string> | null = null;

/**
 * storableTimeZone's answers by name: every analytics request reads its account's zone through it, and
 * asking Intl builds a DateTimeFormat each time (about 0.2 ms, more on a busy machine). Forgotten when
 * the database's zones are read, and bounded, since names come from users.
 */
const storableByName = new Map<string, string | null>();
const REMEMBERED_NAMES = 2_000;

/** At start: reads the database's zones and returns (and logs) those Intl lists that it lacks, which are refused from then on. */
export async function checkDatabaseTimeZones(db: Db, log: Pick<FastifyBaseLogger, 'warn'>): Promise<string[]> {
  const known = new Set((await rowsOf(db, sql`select name from pg_timezone_names`)).map((row) => String(row.name)));
  databaseZones = known;
  storableByName.clear();
  const missing = [...listedTimeZones()].filter((zone) => !known.has(zone));
  if (missing.length) log.warn({ zones: missing }, 'Time zones JavaScript knows but the database does not are refused, and read as UTC where stored');
  return missing;
}

/**
 * The name to store for a zone the user gave: Intl's spelling of it (on Node 20 a retired link
 * becomes its zone: US/Pacific-New → America/Los_Angeles), when the database knows that name too;
 * null otherwise.
 */
export function storableTimeZone(name: string): string | null {
  const remembered = storableByName.get(name);
  if (remembered !== undefined) return remembered;
  const zone = intlTimeZone(name);
  const storable = zone !== null && (databaseZones ?? listedTimeZones()).has(zone) ? zone : null;
  if (storableByName.size >= REMEMBERED_NAMES) storableByName.clear();
  storableByName.set(name, storable);
  return storable;
}

/**
 * The zone to read an account's figures in, wherever a stored zone is read: as storableTimeZone
 * would store it, or UTC for a name (stored before this rule) that JavaScript or the database
 * cannot use.
 */
export const accountTimeZone = (stored: string) => storableTimeZone(stored) ?? UTC;
