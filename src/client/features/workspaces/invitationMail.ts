import type { Invitation } from '../../../shared/workspaces';

/**
 * How often the pending invitations are asked again while an e-mail is queued or retrying: it leaves
 * within seconds unless the mail server is slow or refuses it. Nothing is asked once every e-mail has
 * ended (sent, failed or not configured).
 */
export const INVITATION_MAIL_POLL_MS = 2000;

export const mailInFlight = (invitations: readonly Invitation[] | undefined): boolean =>
  invitations?.some(({ mail }) => mail.state === 'queued' || mail.state === 'retrying') ?? false;

const reasonOf = (invitation: Invitation) => invitation.mail.error ?? 'no reason given';

/** One line on an invitation's e-mail, for the pending list. */
export function mailLine(invitation: Invitation): string {
  switch (invitation.mail.state) {
    case 'queued':
      return 'E-mail on its way…';
    case 'retrying':
      return `E-mail delayed (${reasonOf(invitation)}): trying again…`;
    case 'sent':
      return 'E-mail sent';
    case 'failed':
      return `E-mail not sent (${reasonOf(invitation)}): copy a new link and send it yourself`;
    default:
      return 'No e-mail (this server has no SMTP set up): copy a link and send it yourself';
  }
}

/** What the box of a link just made says about its e-mail. */
export function linkNote(invitation: Invitation): string {
  const to = invitation.email;
  switch (invitation.mail.state) {
    case 'queued':
    case 'retrying':
      return `An e-mail with this link is on its way to ${to}; you can also copy the link.`;
    case 'sent':
      return `An e-mail with this link went to ${to}.`;
    case 'failed':
      return `The e-mail to ${to} could not be sent (${reasonOf(invitation)}): copy this link and send it yourself. It works once, for 7 days.`;
    default:
      return `No e-mail was sent (this server has no SMTP set up): copy this link and send it to ${to} yourself. It works once, for 7 days.`;
  }
}
