/** How the data pages write their numbers (en-US, like the rest of the app). */
export const formatCount = (value: number | null | undefined) => (value === null || value === undefined ? '—' : Math.round(value).toLocaleString('en-US'));
export const formatPercent = (value: number | null, digits = 2) => (value === null ? '—' : `${(value * 100).toFixed(digits)}%`);
export const formatDecimal = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-US', { maximumFractionDigits: 1 }));

export function formatChange(change: number | null): string {
  if (change === null) return 'no comparison';
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  return `${sign}${Math.abs(change * 100).toFixed(1)}%`;
}

/** "Nov 23, 2026, 14:05": a moment on this device's clock (when a report was made, a refresh ran). */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "Nov 3, 2026": the day of a moment on this device's clock (when a post or a comment was published). */
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export const formatDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "3 Nov 2026", for a date or a time stamp (read as its UTC day, the day the server recorded). */
export function formatLongDay(value: string): string {
  const day = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  const month = day.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${day.getUTCDate()} ${month} ${day.getUTCFullYear()}`;
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
export const MEDIA_TYPE_NAMES = { IMAGE: 'Image', VIDEO: 'Video', CAROUSEL_ALBUM: 'Carousel', REELS: 'Reel' } as const;

/** A caption on one line, cut at `max` characters with an ellipsis. */
export function captionExcerpt(caption: string | null, max: number): string {
  const text = (caption ?? '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text || 'No caption';
}
