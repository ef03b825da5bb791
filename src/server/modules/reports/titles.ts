/** Report titles: what was compared, for which account, over which days, e.g. "Competitor analysis · @user · 1 Oct – 31 Oct 2026". */

// Spelled out rather than Intl's: ICU versions disagree on some short names ("Sep" or "Sept").
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const dayMonth = (date: string) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

/** "1 Oct – 31 Oct 2026", or "20 Dec 2025 – 10 Jan 2026" across a new year (dates as YYYY-MM-DD). */
export function dayRange(from: string, to: string): string {
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${dayMonth(from)}${sameYear ? '' : ` ${from.slice(0, 4)}`} – ${dayMonth(to)} ${to.slice(0, 4)}`;
}

export const competitorReportTitle = (username: string, from: string, to: string) => `Competitor analysis · @${username} · ${dayRange(from, to)}`;

export function comparisonReportTitle(username: string, place: { niche: string; country: string } | null, from: string, to: string): string {
  return ['User comparison', `@${username}`, ...(place ? [`${place.niche}, ${place.country}`] : []), dayRange(from, to)].join(' · ');
}
