/**
 * Hostile logos: each file below once crashed the server or held every request when the PDF renderer
 * decoded it (a PNG whose pixel data is not a zlib stream threw inside a zlib callback and ended the
 * process; a header claiming 50000×50000 threw a RangeError; 69 bytes claiming 14000×14000 blocked the
 * event loop for seconds). Each is now refused at upload with a 400 naming the logo and the problem, a
 * good logo is kept re-encoded and small, and a report draws only what passed, so this process lives on.
 */
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { workspaces } from '../../db/schema';
import { bearer, createTestApp, registerUser, type FieldErrorBody, type TestApp } from '../../test/helpers';
import { renderReportPdf } from '../schedules/pdf';
import type { ReportContent } from '../schedules/content';
import { personalWorkspaceId } from '../workspaces/public';
import { LOGO_SIDE, reportBrandingOf } from './service';

jest.setTimeout(60_000);

/** A PNG chunk with its length and a correct CRC, so only what the test means to break is broken. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

function png({ width, height, idat }: { width: number; height: number; idat: Buffer }): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

let harness: TestApp;
let token: string;
let workspaceId: string;
let goodPng: Buffer;

beforeAll(async () => {
  harness = await createTestApp();
  const user = await registerUser(harness.app, { name: 'Logo owner' });
  token = user.accessToken;
  workspaceId = await personalWorkspaceId(harness.app.db, user.user.id);
  goodPng = await sharp({ create: { width: 600, height: 300, channels: 4, background: '#8b5cf6' } })
    .png()
    .toBuffer();
});
afterAll(() => harness.close());

const putLogo = (logo: string | null) =>
  harness.app.inject({ method: 'PUT', url: `/api/workspaces/${workspaceId}/branding`, headers: bearer(token), payload: { accentColor: null, logo } });

const HOSTILE: [name: string, logo: () => string, problem: RegExp][] = [
  ['pixel data that is not a zlib stream', () => dataUrl(png({ width: 10, height: 10, idat: Buffer.from('definitely not zlib data at all') })), /damaged/],
  ['a header claiming 50000×50000', () => dataUrl(png({ width: 50_000, height: 50_000, idat: deflateSync(Buffer.alloc(10)) })), /50000×50000 px/],
  ['69 bytes claiming 14000×14000', () => dataUrl(png({ width: 14_000, height: 14_000, idat: deflateSync(Buffer.alloc(1)) })), /14000×14000 px/],
  ['a truncated file', () => dataUrl(goodPng.subarray(0, Math.floor(goodPng.length / 2))), /cut short/],
  [
    'a polyglot: a PNG with a page after its end',
    () => dataUrl(Buffer.concat([goodPng, Buffer.from('<html><script>alert(1)</script></html>')])),
    /other data after the image/,
  ],
  ['a JPEG labelled as a PNG', () => dataUrl(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])), /is not the image\/png it says/],
  ['a GIF', () => dataUrl(Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), 'image/gif'), /PNG or JPEG/],
];

describe('a workspace logo upload', () => {
  it.each(HOSTILE)('refuses %s with a 400 naming the logo and the problem, and keeps the logo it had', async (_name, logo, problem) => {
    expect((await putLogo(dataUrl(goodPng))).statusCode).toBe(200);
    const before = (await harness.app.db.select({ logo: workspaces.logo }).from(workspaces).where(eq(workspaces.id, workspaceId)))[0].logo;
    const refused = await putLogo(logo());
    expect(refused.statusCode).toBe(400);
    const [detail] = refused.json<FieldErrorBody>().details;
    expect(detail.field).toBe('logo');
    expect(detail.message).toMatch(problem);
    const after = (await harness.app.db.select({ logo: workspaces.logo }).from(workspaces).where(eq(workspaces.id, workspaceId)))[0].logo;
    expect(after).toBe(before);
  });

  it('keeps a good logo re-encoded as a PNG of at most the kept size, and a report PDF draws it', async () => {
    const accepted = await putLogo(dataUrl(goodPng));
    expect(accepted.statusCode).toBe(200);
    const kept = accepted.json<{ logo: string }>().logo;
    expect(kept.startsWith('data:image/png;base64,')).toBe(true);
    const size = await sharp(Buffer.from(kept.split(',')[1], 'base64')).metadata();
    expect({ width: size.width, height: size.height }).toEqual({ width: LOGO_SIDE, height: LOGO_SIDE / 2 });
    const pdf = await renderReportPdf(CONTENT, await reportBrandingOf(harness.app.db, workspaceId));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The logo is in the PDF as an image.
    expect(pdf.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  });

  it('draws no logo kept before uploads were checked that would not pass now, and the PDF still renders', async () => {
    const hostile = png({ width: 10, height: 10, idat: Buffer.from('definitely not zlib data at all') });
    await harness.app.db
      .update(workspaces)
      .set({ logo: dataUrl(hostile) })
      .where(eq(workspaces.id, workspaceId));
    const branding = await reportBrandingOf(harness.app.db, workspaceId);
    expect(branding.logo).toBeNull();
    const pdf = await renderReportPdf(CONTENT, branding);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
  });
});

const CONTENT: ReportContent = {
  title: 'Dashboard summary · @logo_test · 1–7 Nov 2026',
  kindLabel: 'Dashboard summary',
  username: 'logo_test',
  periodText: '1–7 Nov 2026',
  headline: [{ label: 'Followers', value: '1,000', change: '+1.0%' }],
  bars: null,
  line: null,
  tables: [],
  notes: [],
};
