/**
 * Time-zone names as JavaScript's Intl reads them (issue #17). An account's zone is used on both
 * sides: by Intl (weekday × hour of a post, today on the account's clock) and by Postgres
 * (`AT TIME ZONE` in the analytics SQL). Intl accepts retired links such as US/Pacific-New or
 * Canada/East-Saskatchewan that newer tz databases, Postgres's among them, no longer ship, so a
 * name Intl accepted could break every query of the account. A zone is therefore kept as the
 * canonical ID Intl resolves it to (US/Pacific-New → America/Los_Angeles), and only IDs Intl lists
 * itself are kept; the server further refuses the few the database does not know
 * (server/modules/analytics/timeZones.ts).
 */

/** The zone a missing or unusable one falls back to. */
export const UTC = 'UTC';

let canonicalIds: ReadonlySet<string> | null = null;

/**
 * The canonical IDs this runtime's Intl lists, plus UTC, which Intl resolves UTC, Etc/UTC and GMT
 * to but does not list. Offsets such as "+01:00" are not in it on purpose: Postgres reads a bare
 * offset as a POSIX zone, whose sign is the other way round.
 */
export function canonicalTimeZones(): ReadonlySet<string> {
  canonicalIds ??= new Set([...Intl.supportedValuesOf('timeZone'), UTC]);
  return canonicalIds;
}

/** The canonical ID Intl resolves `name` to (any case, any link it knows), or null when it is not a listed zone. */
export function canonicalTimeZone(name: string): string | null {
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  return canonicalTimeZones().has(resolved) ? resolved : null;
}
