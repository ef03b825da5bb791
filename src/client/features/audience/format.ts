import { AUDIENCE_PART_LABELS, type AudienceBreakdown, type AudiencePart } from '../../../shared/audience';

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
