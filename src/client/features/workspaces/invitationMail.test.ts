import type { Invitation, InvitationMailState } from '../../../shared/workspaces';
import { linkNote, mailInFlight, mailLine } from './invitationMail';

const invitationWith = (state: InvitationMailState, error: string | null = null): Invitation => ({
  id: 'i1',
  email: 'ana@example.test',
  role: 'editor',
  invitedBy: 'Bea',
  createdAt: '2026-12-01T10:00:00.000Z',
  expiresAt: '2026-12-08T10:00:00.000Z',
  mail: { state, error },
});

describe("an invitation's e-mail, as the owner reads it", () => {
  it('asks again only while some e-mail is queued or retrying', () => {
    expect(mailInFlight(undefined)).toBe(false);
    expect(mailInFlight([invitationWith('sent'), invitationWith('failed', 'no'), invitationWith('not-configured')])).toBe(false);
    expect(mailInFlight([invitationWith('sent'), invitationWith('queued')])).toBe(true);
    expect(mailInFlight([invitationWith('retrying', '451 later')])).toBe(true);
  });

  it("names the relay's reason when the e-mail is delayed or failed, and what to do", () => {
    expect(mailLine(invitationWith('retrying', 'The e-mail could not be sent: 451 Try again later'))).toBe(
      'E-mail delayed (The e-mail could not be sent: 451 Try again later): trying again…',
    );
    expect(mailLine(invitationWith('failed', '550 Mailbox unavailable'))).toBe(
      'E-mail not sent (550 Mailbox unavailable): copy a new link and send it yourself',
    );
    expect(linkNote(invitationWith('failed', '550 Mailbox unavailable'))).toBe(
      'The e-mail to ana@example.test could not be sent (550 Mailbox unavailable): copy this link and send it yourself. It works once, for 7 days.',
    );
  });

  it('tells a queued link from a sent one, and both from a server without e-mail', () => {
    expect(linkNote(invitationWith('queued'))).toBe('An e-mail with this link is on its way to ana@example.test; you can also copy the link.');
    expect(linkNote(invitationWith('sent'))).toBe('An e-mail with this link went to ana@example.test.');
    expect(linkNote(invitationWith('not-configured'))).toMatch(/^No e-mail was sent \(this server has no SMTP set up\)/);
    expect(mailLine(invitationWith('sent'))).toBe('E-mail sent');
    expect(mailLine(invitationWith('queued'))).toBe('E-mail on its way…');
  });
});
