import type { MediaType } from '../../shared/insights';

/**
 * The format we store for a Graph media object. Reels come back as media_type VIDEO with
 * media_product_type REELS, so the product type decides first; unknown types read as an image.
 */
export function storedMediaType(item: { media_type?: string; media_product_type?: string }): MediaType {
  if (item.media_product_type === 'REELS') return 'REELS';
  return item.media_type === 'VIDEO' || item.media_type === 'CAROUSEL_ALBUM' ? item.media_type : 'IMAGE';
}
