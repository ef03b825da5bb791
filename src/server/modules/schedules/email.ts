import type { Branding } from '../../../shared/branding';
import { escapeHtml, type MailMessage } from '../mail/public';
import type { ReportContent } from './content';

const DEFAULT_ACCENT = '#1f2a44';
const LOGO_CID = 'workspace-logo@report';

function logoAttachment(logo: string | null): NonNullable<MailMessage['attachments']> {
  const match = logo ? /^data:(image\/(png|jpeg));base64,(.*)$/.exec(logo) : null;
  if (!match) return [];
  return [{ filename: `logo.${match[2] === 'png' ? 'png' : 'jpg'}`, content: Buffer.from(match[3], 'base64'), contentType: match[1], cid: LOGO_CID }];
}

/** The figures as a two-column table: mail clients keep tables and inline styles, little else. */
function figureRows(content: ReportContent): string {
  return content.headline
    .map(
      (figure) => `<tr>
<td style="padding:6px 12px 6px 0;border-bottom:1px solid #d5d9e0;color:#4a5260">${escapeHtml(figure.label)}</td>
<td style="padding:6px 0;border-bottom:1px solid #d5d9e0;font-weight:bold;text-align:right">${escapeHtml(figure.value)}${
        figure.change === undefined ? '' : ` <span style="font-weight:normal;color:#4a5260">(${escapeHtml(figure.change)})</span>`
      }</td>
</tr>`,
    )
    .join('\n');
}

/**
 * The e-mail of a scheduled report: a header in the workspace's accent colour with its logo, the headline
 * figures, and the full report as a PDF attachment. The plain-text part says the same.
 */
export function reportMessage(content: ReportContent, branding: Branding, recipients: string[], pdf: Buffer, fileName: string): MailMessage {
  const accent = branding.accentColor ?? DEFAULT_ACCENT;
  const onAccent = branding.accentTextColor ?? '#ffffff';
  const logo = logoAttachment(branding.logo);
  const preparedBy = `Prepared by ${branding.workspaceName}`;
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:0;background:#f1f3f6;font-family:Helvetica,Arial,sans-serif;color:#1b1f24">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff">
<tr><td style="background:${accent};color:${onAccent};padding:16px 20px">
${logo.length ? `<img src="cid:${LOGO_CID}" alt="${escapeHtml(branding.workspaceName)}" height="40" style="height:40px;vertical-align:middle;margin-right:12px">` : ''}
<span style="font-size:18px;font-weight:bold;vertical-align:middle">${escapeHtml(content.title)}</span>
<div style="font-size:13px;margin-top:4px">${escapeHtml(preparedBy)}</div>
</td></tr>
<tr><td style="padding:16px 20px">
<p style="margin:0 0 12px">The ${escapeHtml(content.kindLabel.toLowerCase())} of @${escapeHtml(content.username)} for ${escapeHtml(content.periodText)}. The full report, with its charts and tables, is attached as a PDF.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px">
${figureRows(content)}
</table>
${content.notes.map((note) => `<p style="font-size:12px;color:#4a5260;margin:12px 0 0">${escapeHtml(note)}</p>`).join('\n')}
</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    content.title,
    preparedBy,
    '',
    ...content.headline.map((figure) => `${figure.label}: ${figure.value}${figure.change === undefined ? '' : ` (${figure.change})`}`),
    '',
    ...content.notes,
    '',
    'The full report is attached as a PDF.',
  ].join('\n');
  return {
    to: recipients,
    subject: content.title,
    html,
    text,
    attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }, ...logo],
  };
}

/**
 * The message as a browser can show it: the logo the HTML names by `cid:` (an attached part, which only
 * a mail client resolves) put back as the branding's own `data:` image. Everything else is as mailed.
 */
export function browserHtml(message: MailMessage, branding: Branding): string {
  return branding.logo ? message.html.replace(`src="cid:${LOGO_CID}"`, `src="${escapeHtml(branding.logo)}"`) : message.html;
}
