import sharp from 'sharp';

/**
 * Images people upload (a workspace's logo today, the composer's media next) are decoded completely
 * and within bounds before anything keeps them, by libvips through sharp: off the event loop, with a
 * pixel limit checked from the header before any pixel is decoded, and a decode error that is a
 * rejected promise, never an exception thrown in a zlib callback that ends the process. What is kept
 * is the image re-encoded by us, so every later reader (the PDF renderer above all) only ever decodes a
 * small, well-formed PNG we wrote, never the upload's bytes (docs/uploads.md).
 */

type UploadedImageType = 'image/png' | 'image/jpeg';

/** The first bytes each accepted type starts with. */
const SIGNATURES: Record<UploadedImageType, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};
const FORMATS: Record<UploadedImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg' };

/** A side longer than this, or more pixels than MAX_PIXELS, is refused from the header alone. */
const MAX_IMAGE_SIDE = 4096;
const MAX_IMAGE_PIXELS = 4096 * 4096;

/** Why an upload is not an image we keep, said so that a 400 can name it. */
export class ImageRefused extends Error {}

const isUploadedType = (type: string): type is UploadedImageType => type in SIGNATURES;

/** Where a PNG's chunks end (after IEND), walking their lengths; null when they run past the bytes. */
function pngEnd(bytes: Buffer): number | null {
  for (let offset = 8; offset + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    if (bytes.toString('latin1', offset + 4, offset + 8) === 'IEND') return end;
    offset = end;
  }
  return null;
}

/**
 * Bytes after the image's end make a polyglot (a PNG that is also an archive or a page): refused, as
 * nothing an image needs lives there.
 */
function endsWhereTheImageEnds(bytes: Buffer, type: UploadedImageType): boolean {
  if (type === 'image/png') return pngEnd(bytes) === bytes.length;
  return bytes.length >= 4 && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9;
}

/**
 * The upload decoded whole and re-encoded as a PNG that fits in `fit` × `fit` px (never enlarged);
 * ImageRefused with the reason when the bytes are not the type declared, the header claims too many
 * pixels, or the pixel data does not decode (bad zlib data, a truncated file).
 */
export async function normalisedImage(bytes: Buffer, declaredType: string, fit: number): Promise<Buffer> {
  if (!isUploadedType(declaredType)) throw new ImageRefused('is not a PNG or JPEG image');
  if (!SIGNATURES[declaredType].every((byte, index) => bytes[index] === byte)) throw new ImageRefused(`is not the ${declaredType} it says`);
  if (!endsWhereTheImageEnds(bytes, declaredType)) throw new ImageRefused('is cut short, or carries other data after the image');
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };
  // The header alone (no pixel is decoded to read it), so an oversized claim is named with its size.
  const header = await sharp(bytes, { limitInputPixels: false, failOn: 'error' })
    .metadata()
    .catch(() => {
      throw new ImageRefused(`could not be read as a ${FORMATS[declaredType].toUpperCase()} image`);
    });
  if (header.format !== FORMATS[declaredType]) throw new ImageRefused(`is not the ${declaredType} it says`);
  const { width = 0, height = 0 } = header;
  if (width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new ImageRefused(`is ${width}×${height} px: at most ${MAX_IMAGE_SIDE}×${MAX_IMAGE_SIDE} px are accepted`);
  }
  return sharp(bytes, options)
    .rotate()
    .resize(fit, fit, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer()
    .catch(() => {
      throw new ImageRefused('is damaged: its pixel data could not be decoded');
    });
}

/** A data: URL of an image, split into its declared type and bytes; null when it is not one. */
export function dataUrlParts(url: string): { type: string; bytes: Buffer } | null {
  const match = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/=\s]*)$/.exec(url);
  return match ? { type: match[1], bytes: Buffer.from(match[2], 'base64') } : null;
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
