import { z } from 'zod';

/**
 * A workspace's branding on its reports and e-mails (docs/mail.md, "Branding"): an accent colour and a logo. Text on
 * the accent is black or white, whichever reads better: one of the two always reaches 4.5:1 (WCAG AA).
 */
export const LOGO_MAX_BYTES = 200 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

const accentColorField = z.string({ error: 'accentColor must be text' }).regex(/^#[0-9a-fA-F]{6}$/, { error: 'accentColor must be a colour as #rrggbb' });

/** A PNG or JPEG as a data: URL, at most LOGO_MAX_BYTES once decoded (PDFs embed these two kinds). */
const logoField = z
  .string({ error: 'logo must be a data: URL' })
  .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 64, { error: `logo must be at most ${LOGO_MAX_BYTES / 1024} KB` })
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/, { error: 'logo must be a PNG or JPEG image as a base64 data: URL' });

export const brandingBody = z.strictObject({ accentColor: accentColorField.nullable(), logo: logoField.nullable() });
export type BrandingBody = z.infer<typeof brandingBody>;

export const branding = z.object({
  workspaceId: z.string(),
  workspaceName: z.string(),
  accentColor: z.string().nullable(),
  /** Black or white: the one with the higher contrast on the accent. */
  accentTextColor: z.string().nullable(),
  logo: z.string().nullable(),
});
export type Branding = z.infer<typeof branding>;

/** WCAG 2.x relative luminance of #rrggbb. */
function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour for the accent: white or near-black, whichever contrasts more (always at least 4.5:1). */
export function textColorOn(accent: string): '#ffffff' | '#000000' {
  return contrastRatio(accent, '#ffffff') >= contrastRatio(accent, '#000000') ? '#ffffff' : '#000000';
}
