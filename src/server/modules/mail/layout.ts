import { escapeHtml } from './html';

/**
 * The one HTML layout of the app's own e-mails (an invitation, a password reset), as a scheduled
 * report's is laid out (schedules/email.ts): a light grey page, a white card at most 600 pixels wide
 * with a header band in the product's dark accent, then the text. Mail clients keep tables and inline
 * styles and little else, so the layout is made of those. The action is a button, with its address
 * written out below it for a client that shows no buttons.
 */
export type MailLayout = {
  /** The header band's words; the document's title too. */
  title: string;
  /** The body's paragraphs, as HTML: each caller escapes what it puts in (escapeHtml). */
  paragraphs: readonly string[];
  /** The one thing to do: a button to `href`. */
  action?: { label: string; href: string };
  /** Small print after the action, as HTML. */
  notes?: readonly string[];
};

export const MAIL_ACCENT = '#1f2a44';
const MUTED = '#4a5260';

export function mailHtml({ title, paragraphs, action, notes = [] }: MailLayout): string {
  const button = action
    ? `<p style="margin:20px 0 8px"><a href="${escapeHtml(action.href)}" style="display:inline-block;background:${MAIL_ACCENT};color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 12px;font-size:12px;color:${MUTED};word-break:break-all">Or open this address: ${escapeHtml(action.href)}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f3f6;font-family:Helvetica,Arial,sans-serif;color:#1b1f24">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff">
<tr><td style="background:${MAIL_ACCENT};color:#ffffff;padding:16px 20px">
<span style="font-size:18px;font-weight:bold">${escapeHtml(title)}</span>
</td></tr>
<tr><td style="padding:16px 20px;font-size:15px;line-height:1.5">
${paragraphs.map((paragraph) => `<p style="margin:0 0 12px">${paragraph}</p>`).join('\n')}
${button}
${notes.map((note) => `<p style="font-size:12px;color:${MUTED};margin:12px 0 0">${note}</p>`).join('\n')}
</td></tr>
</table></td></tr></table></body></html>`;
}
