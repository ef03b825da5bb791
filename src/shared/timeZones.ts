/**
 * Time-zone names as JavaScript's Intl reads them. An account's zone is used on both
 * sides: by Intl (weekday × hour of a post, today on the account's clock) and by Postgres
 * (`AT TIME ZONE` in the analytics SQL). Intl accepts retired links such as US/Pacific-New or
 * Canada/East-Saskatchewan that newer tz databases, Postgres's among them, no longer ship, so a
 * name Intl accepts is not yet one the database can use: the server keeps only names both know
 * (server/modules/analytics/timeZones.ts).
 */

/** The zone a missing or unusable one falls back to. */
export const UTC = 'UTC';

/**
 * The name Intl resolves `name` to, or null when Intl does not know it. Engines differ on links:
 * Node 20's ICU resolves one to its zone (US/Pacific-New → America/Los_Angeles, Asia/Kolkata →
 * Asia/Calcutta), while ECMA-402 now keeps the name as given, only its case normalised (test262
 * intl402/DateTimeFormat/timezone-not-canonicalized.js,
 * https://searchfox.org/mozilla-central/source/js/src/tests/test262/intl402/DateTimeFormat/timezone-not-canonicalized.js).
 * Either way the result is a spelling Intl accepts again.
 */
export function intlTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

let listedIds: ReadonlySet<string> | null = null;

/**
 * The zones this runtime's Intl lists (Intl.supportedValuesOf('timeZone')), plus UTC, which it
 * resolves UTC, Etc/UTC and GMT to without listing it. Offsets such as "+01:00" are not in it:
 * newer engines accept them, but Postgres reads a bare offset as a POSIX zone, whose sign is the
 * other way round (https://www.postgresql.org/docs/15/datetime-posix-timezone-specs.html: a positive offset there is west of Greenwich).
 */
export function listedTimeZones(): ReadonlySet<string> {
  listedIds ??= new Set([...Intl.supportedValuesOf('timeZone'), UTC]);
  return listedIds;
}
