/**
 * The mail module's surface for other modules: password reset, scheduled reports and,
 * later, invitations send through here. The app's mailer is `app.mailer` (plugin.ts).
 */
import type { MailMessage, MailOutcome, Mailer } from './mailer';

export { MailSendError, type MailMessage, type MailOutcome, type Mailer } from './mailer';
export { escapeHtml } from './html';
export { MAIL_ACCENT, mailHtml } from './layout';

/**
 * Sends one message: `{ sent: true, messageId }`, or `{ sent: false, reason: 'not-configured' }` when no
 * SMTP_URL is set (the caller then shows a link to copy or says e-mail is off). An SMTP server that
 * refuses or cannot be reached throws MailSendError.
 */
export const sendMail = (mailer: Mailer, message: MailMessage): Promise<MailOutcome> => mailer.send(message);
