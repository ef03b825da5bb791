import { createRng } from './random';

/**
 * The demo's post pictures: drawn here from the post's id, so the demo never asks another host for an
 * image (it works offline, and a product that keeps data on its own server sends no request elsewhere).
 * The stored media_url is a path on our own origin, answered by modules/demoMedia.
 */
const DEMO_PICTURE_PREFIX = '/api/demo/media';

/** Graph media ids are digit strings; the demo's are 16–20 digits. */
export const DEMO_MEDIA_ID = /^\d{1,32}$/;

export const demoPictureUrl = (mediaId: string) => `${DEMO_PICTURE_PREFIX}/${mediaId}`;

/** The post's 4:5 picture (Instagram's portrait feed shape): a two-colour gradient with a few soft shapes, the same for the same id. */
export function demoPictureSvg(mediaId: string): string {
  const rng = createRng(`picture:${mediaId}`);
  const hue = rng.int(0, 359);
  const second = (hue + rng.int(40, 140)) % 360;
  const shapes = Array.from({ length: 3 }, () => {
    const cx = rng.int(40, 360);
    const cy = rng.int(60, 440);
    const r = rng.int(50, 150);
    const opacity = (0.18 + rng.next() * 0.3).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${(hue + 180) % 360} 70% 70%)" fill-opacity="${opacity}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 65% 45%)"/><stop offset="1" stop-color="hsl(${second} 60% 30%)"/>` +
    `</linearGradient></defs><rect width="400" height="500" fill="url(#g)"/>${shapes}</svg>`
  );
}
