/** Number formatting shared by the system prompt and the offline answers, so both quote figures identically. */
import type { MediaType } from '../../shared/insights';
import { calendarDateIn } from '../../shared/period';

export function formatPercent(fraction: number | null, digits = 2): string {
  return fraction === null ? 'n/a' : `${(fraction * 100).toFixed(digits)}%`;
}

export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

export function formatSigned(value: number): string {
  return `${value >= 0 ? '+' : '−'}${formatCount(Math.abs(value))}`;
}

/** A percentage with its sign: 12.345 → "+12.3%", −4 → "−4.0%". */
export function formatSignedPercent(percent: number, digits = 1): string {
  return `${percent >= 0 ? '+' : '−'}${formatDecimal(Math.abs(percent), digits)}%`;
}

export function plural(count: number, noun: string): string {
  return `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;
}

export function formatDecimal(value: number, digits = 1): string {
  return value.toFixed(digits);
}

/** How far apart two rates are, in percentage points: 0.0412 and 0.0228 → "1.84". */
export function pointsApart(a: number, b: number): string {
  return formatDecimal(Math.abs(a - b) * 100, 2);
}

export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

const MEDIA_LABELS: Record<MediaType, string> = { IMAGE: 'Photo', VIDEO: 'Video', CAROUSEL_ALBUM: 'Carousel', REELS: 'Reel' };

export function mediaTypeLabel(type: MediaType): string {
  return MEDIA_LABELS[type] ?? type;
}

/**
 * The day a post was published, as the pages show it: on the account's clock (`timeZone`), not the
 * UTC day its ISO instant begins with (a post at 00:10 UTC is the evening before in São Paulo).
 */
export function dateLabel(iso: string, timeZone: string): string {
  return calendarDateIn(new Date(iso), timeZone);
}

/** A markdown table; cells are escaped so captions with pipes or newlines can't break the layout. */
export function markdownTable(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) =>
    String(value)
      .replace(/\|/g, '\\|')
      .replace(/\s*\n\s*/g, ' ');
  const line = (cells: readonly (string | number)[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
