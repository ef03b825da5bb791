import { eq } from 'drizzle-orm';
import { LOGO_MAX_BYTES, textColorOn, type Branding, type BrandingBody } from '../../../shared/branding';
import type { Db } from '../../db/client';
import { workspaces } from '../../db/schema';
import { fieldError, notFound } from '../../http/httpError';
import { requireWorkspaceRole } from '../workspaces/public';

/** The first bytes each accepted logo type starts with: the data: URL's type must be what the bytes are. */
const SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** A logo whose bytes are the PNG or JPEG its data: URL says, within the size limit; else 400 naming logo. */
function checkLogo(logo: string): void {
  const [, type, base64] = /^data:(image\/[a-z]+);base64,(.*)$/.exec(logo) ?? [];
  const bytes = Buffer.from(base64 ?? '', 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw fieldError('logo', `logo must be at most ${LOGO_MAX_BYTES / 1024} KB`);
  const signature = SIGNATURES[type ?? ''];
  if (!signature || !signature.every((byte, index) => bytes[index] === byte)) throw fieldError('logo', `logo is not the ${type ?? 'image'} its data: URL says`);
}

/** The workspace's name, accent colour (with the text colour that reads on it) and logo. */
export async function brandingOf(db: Db, workspaceId: string): Promise<Branding> {
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
  if (body.logo) checkLogo(body.logo);
  await db
    .update(workspaces)
    .set({ accentColor: body.accentColor?.toLowerCase() ?? null, logo: body.logo })
    .where(eq(workspaces.id, workspaceId));
  return brandingOf(db, workspaceId);
}
