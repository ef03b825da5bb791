import { escapeHtml, mailHtml, MailSendError, sendMail, type Mailer } from '../mail/public';
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
      // Our words first: the names after them are the inviter's own text, never the subject's opening.
      const subject = `Workspace invitation: ${inviterName} invited you to ${workspaceName ? `“${workspaceName}”` : 'a workspace'}`;
      const outcome = await sendMail(mailer, {
        to: [to],
        subject,
        text: `${subject}\n\n${inviterName} invited you to ${where} as ${role}.\n\nAccept within 7 days:\n${link}\n\nThe link works once, for this address only.`,
        // The layout of every e-mail the app sends (mail/layout.ts).
        html: mailHtml({
          title: subject,
          paragraphs: [`${escapeHtml(inviterName)} invited you to ${escapeHtml(where)} as <strong>${escapeHtml(role)}</strong>.`, 'Accept within 7 days.'],
          action: { label: 'Accept the invitation', href: link },
          notes: ['The link works once, for this address only.'],
        }),
      });
      return outcome.sent;
    } catch (error) {
      if (!(error instanceof MailSendError)) throw error;
      onRefused(error);
      return false;
    }
  };
}
