const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Per zone and UTC day: the day's offset, or null when a daylight-saving change falls inside it. */
const dayOffsets = new Map<string, number | null>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function exactOffsetMinutes(timeZone: string, at: Date): number {
  const name =
    formatterFor(timeZone)
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * Minutes the zone is ahead of UTC at that moment (daylight saving included): Rome in summer → 120.
 * Intl is slow and the world asks thousands of times, so a day whose two ends agree is answered once.
 */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const dayStart = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  const key = `${timeZone}|${dayStart}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const first = exactOffsetMinutes(timeZone, new Date(dayStart));
    offset = first === exactOffsetMinutes(timeZone, new Date(dayStart + DAY_MS - 1)) ? first : null;
    dayOffsets.set(key, offset);
  }
  return offset ?? exactOffsetMinutes(timeZone, at);
}
