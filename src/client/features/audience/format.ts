import { AUDIENCE_PART_LABELS, type AudienceBreakdown, type AudiencePart } from '../../../shared/audience';
import { UNKNOWN, formatDecimal } from '../../lib/format';

/** "+12.5 pp", "−3.0 pp" or "0.0 pp": a difference of two shares in percentage points; unknown is —. */
export function formatPoints(points: number | null): string {
  if (points === null) return UNKNOWN;
  const rounded = Math.round(points * 10) / 10;
  if (rounded === 0) return '0.0 pp';
  return `${rounded > 0 ? '+' : '−'}${formatDecimal(Math.abs(rounded), 1).replace(/^(\d+)$/, '$1.0')} pp`;
}

/** A share (0–1) as a percentage number for CSV (12.5), or empty when unknown. */
export const sharePct = (share: number | null) => (share === null ? null : Math.round(share * 10_000) / 100);

/**
 * Why a breakdown shows no figures, in words: Meta does not offer it for this account (it answered it empty), or
 * refused it in the last sync (unknown until a sync reads it). Never an empty chart, never zeros.
 */
export function missingPartText(breakdown: AudienceBreakdown, part: AudiencePart): string {
  if (breakdown.notOfferedParts.includes(part)) {
    return `Not offered: Meta gives no ${AUDIENCE_PART_LABELS[part]} breakdown of this audience for this account (it withholds the demographics of small audiences). Asked again on the next day.`;
  }
  return part === 'ageGender'
    ? 'Meta refused the age and gender breakdown in the last sync: unknown until a sync reads it.'
    : 'Meta refused this breakdown in the last sync: unknown until a sync reads it.';
}
