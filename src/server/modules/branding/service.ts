import { eq } from 'drizzle-orm';
import { LOGO_MAX_BYTES, textColorOn, type Branding, type BrandingBody } from '../../../shared/branding';
import type { Db } from '../../db/client';
import { workspaces } from '../../db/schema';
import { fieldError, notFound } from '../../http/httpError';
import { requireWorkspaceRole } from '../workspaces/public';
import { dataUrlParts, ImageRefused, normalisedImage, pngDataUrl } from '../../lib/uploadedImage';

/** Pixels a side of the logo as kept: it is drawn 48 px wide in the PDF and 40 px high in e-mails, twice that on sharp screens. */
export const LOGO_SIDE = 256;

/**
 * The logo as kept: the upload decoded whole within bounds and re-encoded as a PNG of at most
 * LOGO_SIDE px a side (lib/uploadedImage.ts); else 400 naming logo and the reason.
 */
async function checkedLogo(logo: string): Promise<string> {
  const parts = dataUrlParts(logo);
  if (!parts) throw fieldError('logo', 'logo must be a data: URL of a PNG or JPEG image');
  if (parts.bytes.length > LOGO_MAX_BYTES) throw fieldError('logo', `logo must be at most ${LOGO_MAX_BYTES / 1024} KB`);
  try {
    return pngDataUrl(await normalisedImage(parts.bytes, parts.type, LOGO_SIDE));
  } catch (error) {
    if (error instanceof ImageRefused) throw fieldError('logo', `logo ${error.message}`);
    throw error;
  }
}

/**
 * The logo a report may draw: one kept before uploads were re-encoded is checked the same way first,
 * and left out (the report goes without it) when it does not pass, so no stored upload is ever decoded
 * by the PDF renderer.
 */
async function drawableLogo(logo: string | null): Promise<string | null> {
  if (!logo) return null;
  return checkedLogo(logo).catch(() => null);
}

/** The workspace's name, accent colour (with the text colour that reads on it) and logo. */
async function brandingOf(db: Db, workspaceId: string): Promise<Branding> {
  const [row] = await db
    .select({ name: workspaces.name, accentColor: workspaces.accentColor, logo: workspaces.logo })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  if (!row) throw notFound('Workspace not found');
  return {
    workspaceId,
    workspaceName: row.name,
    accentColor: row.accentColor,
    accentTextColor: row.accentColor ? textColorOn(row.accentColor) : null,
    logo: row.logo,
  };
}

/** Any member sees the branding their reports carry. */
export async function getBranding(db: Db, userId: string, workspaceId: string): Promise<Branding> {
  await requireWorkspaceRole(db, userId, workspaceId, 'viewer');
  return brandingOf(db, workspaceId);
}

/** Only an owner changes it (the server decides, whatever the page shows). */
export async function setBranding(db: Db, userId: string, workspaceId: string, body: BrandingBody): Promise<Branding> {
  await requireWorkspaceRole(db, userId, workspaceId, 'branding.change');
  const logo = body.logo ? await checkedLogo(body.logo) : body.logo;
  await db
    .update(workspaces)
    .set({ accentColor: body.accentColor?.toLowerCase() ?? null, logo })
    .where(eq(workspaces.id, workspaceId));
  return brandingOf(db, workspaceId);
}

/** The branding a report and its e-mail carry, with a logo that is safe to draw (drawableLogo). */
export async function reportBrandingOf(db: Db, workspaceId: string): Promise<Branding> {
  const branding = await brandingOf(db, workspaceId);
  return { ...branding, logo: await drawableLogo(branding.logo) };
}
