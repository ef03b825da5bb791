import { escapeHtml, MailSendError, sendMail, type Mailer } from '../mail/public';
import type { InvitationMailer } from './invitations';

/**
 * Invitations by e-mail (issue #22) through the app's mailer. Answers whether the message went: with no
 * SMTP configured, or an SMTP server that refuses it, the invitation still stands and the owner is shown
 * its link to copy instead (the invitation call never fails for want of e-mail).
 */
export function invitationMailerOf(mailer: Mailer, onRefused: (error: MailSendError) => void): InvitationMailer {
  return async ({ to, workspaceName, inviterName, role, link }) => {
    const where = workspaceName ? `the workspace “${workspaceName}”` : 'a workspace';
    try {
      const outcome = await sendMail(mailer, {
        to: [to],
        subject: `${inviterName} invited you to ${workspaceName || 'a workspace'}`,
        text: `${inviterName} invited you to ${where} as ${role}.\n\nAccept within 7 days:\n${link}\n\nThe link works once, for this address only.`,
        html: `<p>${escapeHtml(inviterName)} invited you to ${escapeHtml(where)} as <strong>${escapeHtml(role)}</strong>.</p>
<p><a href="${escapeHtml(link)}">Accept the invitation</a> within 7 days. The link works once, for this address only.</p>`,
      });
      return outcome.sent;
    } catch (error) {
      if (!(error instanceof MailSendError)) throw error;
      onRefused(error);
      return false;
    }
  };
}
