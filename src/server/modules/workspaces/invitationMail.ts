import { escapeHtml, mailHtml, type MailMessage } from '../mail/public';

export type InvitationLetter = { to: string; workspaceName: string; inviterName: string; role: string; link: string };

/**
 * The e-mail that carries an invitation's link, laid out as every e-mail of the app. `idempotencyKey`
 * becomes its Message-ID, the same for every attempt at the same link (docs/mail.md, "Sent once").
 */
export function invitationMessage({ to, workspaceName, inviterName, role, link }: InvitationLetter, idempotencyKey: string): MailMessage {
  const where = workspaceName ? `the workspace “${workspaceName}”` : 'a workspace';
  // Our words first: the names after them are the inviter's own text, never the subject's opening.
  const subject = `Workspace invitation: ${inviterName} invited you to ${workspaceName ? `“${workspaceName}”` : 'a workspace'}`;
  return {
    to: [to],
    subject,
    text: `${subject}\n\n${inviterName} invited you to ${where} as ${role}.\n\nAccept within 7 days:\n${link}\n\nThe link works once, for this address only.`,
    html: mailHtml({
      title: subject,
      paragraphs: [`${escapeHtml(inviterName)} invited you to ${escapeHtml(where)} as <strong>${escapeHtml(role)}</strong>.`, 'Accept within 7 days.'],
      action: { label: 'Accept the invitation', href: link },
      notes: ['The link works once, for this address only.'],
    }),
    idempotencyKey,
  };
}
