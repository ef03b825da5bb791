import type { Invitation } from '../../../shared/workspaces';
import { waitFor } from '../../jobs/testing/waitFor';
import { hashOpaqueToken } from '../auth/public';
import { escapeHtml, MAIL_ACCENT } from '../mail/public';
import { startSmtpFake, type SmtpFake } from '../mail/testing/smtpFake';
import { createTestApp, type FieldErrorBody, type TestApp } from '../../test/helpers';
import { createMailer } from '../mail/mailer';
import { invitationMessage } from './invitationMail';
import { accept, createWorkspace, invite, newPerson, tokenOf, type Person } from './testing/teamWorld';
import { INVITATIONS_PER_ADDRESS_DAY, INVITATIONS_PER_INVITER_HOUR } from './invitationLimits';
import { INVITATION_MAIL_QUEUE } from './invitationQueue';

/*
 * With SMTP configured, an invitation's e-mail leaves through the job queue after the request has
 * answered, and arrives at a real SMTP server on loopback carrying the same link the owner could copy.
 * The pending list says where each e-mail stands; a refusing or slow relay never holds the request
 * nor the invitation (docs/workspaces.md, "Invitation e-mails").
 */

let smtp: SmtpFake;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpFake();
  t = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Team <team@example.test>' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const pending = async (owner: Person, workspaceId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/workspaces/${workspaceId}/invitations`, headers: owner.headers })).json<Invitation[]>();

/** The invitation as the owner's pending list shows it, once its e-mail has reached `state`. */
const mailReaches = (owner: Person, workspaceId: string, id: string, state: Invitation['mail']['state']) =>
  waitFor(
    async () => (await pending(owner, workspaceId)).find((row) => row.id === id),
    (row) => row?.mail.state === state,
  );

const messagesTo = (address: string) => smtp.received.filter((message) => message.envelopeTo.includes(address));

it('e-mails the invited address its link, which then lets them join', async () => {
  const owner = await newPerson(t.app);
  const workspaceId = (await createWorkspace(t.app, owner, 'Harbor & Co')).id;
  const colleague = await newPerson(t.app);

  const issued = await invite(t.app, owner, workspaceId, colleague.email, 'editor');

  expect(issued.invitation.mail).toEqual({ state: 'queued', error: null });
  await mailReaches(owner, workspaceId, issued.invitation.id, 'sent');
  expect(messagesTo(colleague.email)).toHaveLength(1);
  const message = messagesTo(colleague.email)[0];
  // The same Message-ID for every attempt at this link, so a retry after the relay accepted is the same message.
  expect(message.mail.messageId).toBe(`<invitation.${issued.invitation.id}.${hashOpaqueToken(tokenOf(issued.link)).slice(0, 16)}@example.test>`);
  expect(message.envelopeTo).toEqual([colleague.email]);
  expect(message.mail.subject).toContain('Harbor & Co');
  expect(message.mail.text).toContain(issued.link);
  expect(message.mail.html).toContain('as <strong>editor</strong>');
  // Laid out as every e-mail of the app (mail/layout.ts), with a plain-text part saying the same.
  const html = String(message.mail.html);
  expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
  expect(html).toContain(`<td style="background:${MAIL_ACCENT};color:#ffffff;padding:16px 20px">`);
  expect(html).toContain(`<span style="font-size:18px;font-weight:bold">${escapeHtml(message.mail.subject ?? '')}</span>`);
  expect(html).toMatch(
    new RegExp(`<a href="${escapeHtml(issued.link).replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}" style="display:inline-block;[^"]*">Accept the invitation</a>`),
  );
  expect(html).toContain(`Or open this address: ${escapeHtml(issued.link)}`);
  expect(message.mail.text).toContain('invited you to the workspace “Harbor & Co” as editor.');
  expect(message.mail.text).toContain('The link works once, for this address only.');
  expect((await accept(t.app, colleague, tokenOf(issued.link))).statusCode).toBe(200);
});

it('keeps the invitation, with its link to copy, when the SMTP server refuses the message for good, and says why', async () => {
  const owner = await newPerson(t.app);
  const workspaceId = (await createWorkspace(t.app, owner, 'Refused Ltd')).id;
  const colleague = await newPerson(t.app);
  smtp.refuse(true);
  try {
    const refusedBefore = smtp.refusals();
    const issued = await invite(t.app, owner, workspaceId, colleague.email, 'viewer');
    const failed = await mailReaches(owner, workspaceId, issued.invitation.id, 'failed');
    expect(failed?.mail.error).toMatch(/Mailbox unavailable/);
    // A 550 is permanent: asking again would be refused again, so it is asked once.
    expect(smtp.refusals() - refusedBefore).toBe(1);
    expect((await accept(t.app, colleague, tokenOf(issued.link))).statusCode).toBe(200);
  } finally {
    smtp.refuse(false);
  }
});

it('tries again after a relay that asks to be tried later, says so meanwhile, and delivers once', async () => {
  const owner = await newPerson(t.app);
  const workspaceId = (await createWorkspace(t.app, owner, 'Later Ltd')).id;
  const colleague = await newPerson(t.app);
  smtp.refuse(true, 451);
  let issued;
  try {
    issued = await invite(t.app, owner, workspaceId, colleague.email, 'viewer');
    const retrying = await mailReaches(owner, workspaceId, issued.invitation.id, 'retrying');
    expect(retrying?.mail.error).toMatch(/Try again later/);
  } finally {
    smtp.refuse(false);
  }
  await mailReaches(owner, workspaceId, issued.invitation.id, 'sent');
  expect(messagesTo(colleague.email)).toHaveLength(1);
});

it('answers the invitation at once while a slow relay holds its e-mail, which is sent when the relay answers', async () => {
  const owner = await newPerson(t.app);
  const workspaceId = (await createWorkspace(t.app, owner, 'Slow Relay Ltd')).id;
  const colleague = await newPerson(t.app);
  const relay = smtp.hold();
  try {
    // Were the e-mail sent on the request path, this call would wait for `release` below, which comes after it.
    const issued = await invite(t.app, owner, workspaceId, colleague.email, 'editor');
    expect(issued.invitation.mail.state).toBe('queued');
    await waitFor(
      () => Promise.resolve(relay.waiting()),
      (waiting) => waiting === 1,
    );
    expect((await pending(owner, workspaceId)).find((row) => row.id === issued.invitation.id)?.mail.state).toBe('queued');
    relay.release();
    await mailReaches(owner, workspaceId, issued.invitation.id, 'sent');
    expect(messagesTo(colleague.email)).toHaveLength(1);
  } finally {
    relay.release();
  }
});

it('keeps no usable token in the queue: the job carries the link sealed', async () => {
  const owner = await newPerson(t.app);
  const workspaceId = (await createWorkspace(t.app, owner, 'Sealed Ltd')).id;
  const issued = await invite(t.app, owner, workspaceId, `sealed-${Date.now()}@example.test`, 'viewer');
  await mailReaches(owner, workspaceId, issued.invitation.id, 'sent');
  const jobs = await t.database.executeSql('SELECT data FROM pgboss.job WHERE name = $1', [INVITATION_MAIL_QUEUE]);
  const stored = JSON.stringify(jobs.rows);
  expect(stored).toContain(issued.invitation.id);
  expect(stored).not.toContain(tokenOf(issued.link));
  expect(stored).not.toContain(encodeURIComponent(tokenOf(issued.link)));
});

it('sends nothing for a link made anew before its e-mail left: only the new link is e-mailed', async () => {
  const owner = await newPerson(t.app);
  const workspaceId = (await createWorkspace(t.app, owner, 'Renewed Ltd')).id;
  const address = `renewed-${Date.now()}@example.test`;
  const relay = smtp.hold();
  let renewed;
  try {
    const first = await invite(t.app, owner, workspaceId, address, 'viewer');
    await waitFor(
      () => Promise.resolve(relay.waiting()),
      (waiting) => waiting === 1,
    );
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/invitations/${first.invitation.id}/link`,
      headers: owner.headers,
    });
    renewed = answer.json<{ link: string; invitation: Invitation }>();
    expect(renewed.invitation.mail.state).toBe('queued');
  } finally {
    relay.release();
  }
  await mailReaches(owner, workspaceId, renewed.invitation.id, 'sent');
  // The first e-mail was already at the relay; the second carries the link that works.
  const texts = messagesTo(address).map((message) => message.mail.text ?? '');
  expect(texts.at(-1)).toContain(renewed.link);
});

describe('invitation e-mails are limited, so nobody turns the relay against an address', () => {
  const post = (owner: Awaited<ReturnType<typeof newPerson>>, workspaceId: string, email: string) =>
    t.app.inject({ method: 'POST', url: `/api/workspaces/${workspaceId}/invitations`, headers: owner.headers, payload: { email, role: 'viewer' } });

  it(`sends one address at most ${INVITATIONS_PER_ADDRESS_DAY} a day, whoever invites it, then answers 429 with Retry-After and sends nothing`, async () => {
    const target = `target-${Date.now()}@example.test`;
    for (let index = 0; index < INVITATIONS_PER_ADDRESS_DAY; index++) {
      const owner = await newPerson(t.app);
      const workspaceId = (await createWorkspace(t.app, owner, `Sender ${index}`)).id;
      expect((await post(owner, workspaceId, target)).statusCode).toBe(201);
    }
    await waitFor(
      () => Promise.resolve(messagesTo(target).length),
      (count) => count === INVITATIONS_PER_ADDRESS_DAY,
    );
    const owner = await newPerson(t.app);
    const workspaceId = (await createWorkspace(t.app, owner, 'One more')).id;
    const refused = await post(owner, workspaceId, target.toUpperCase());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Refused before anything was made: no invitation, so no e-mail can be queued for it.
    expect(await pending(owner, workspaceId)).toEqual([]);
  });

  it(`lets one inviter send ${INVITATIONS_PER_INVITER_HOUR} an hour, then answers 429`, async () => {
    const owner = await newPerson(t.app);
    const workspaceId = (await createWorkspace(t.app, owner, 'Busy')).id;
    const statuses: number[] = [];
    for (let index = 0; index <= INVITATIONS_PER_INVITER_HOUR; index++)
      statuses.push((await post(owner, workspaceId, `busy-${index}-${Date.now()}@example.test`)).statusCode);
    expect(statuses.slice(0, INVITATIONS_PER_INVITER_HOUR).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses CR and LF in a workspace name with 400 naming it, at creation and on rename', async () => {
    const owner = await newPerson(t.app);
    const injected = 'Evil\r\nBcc: victim@example.test';
    const created = await t.app.inject({ method: 'POST', url: '/api/workspaces', headers: owner.headers, payload: { name: injected } });
    expect(created.statusCode).toBe(400);
    expect(created.json<FieldErrorBody>().details[0].field).toBe('name');
    const workspaceId = (await createWorkspace(t.app, owner, 'Plain')).id;
    const renamed = await t.app.inject({ method: 'PATCH', url: `/api/workspaces/${workspaceId}`, headers: owner.headers, payload: { name: injected } });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json<FieldErrorBody>().details[0].field).toBe('name');
  });

  it('keeps CR and LF that reached a stored name out of the headers: one recipient, one subject line, no Bcc', async () => {
    // A name written before the rule above, or by hand in the database, still goes through the mailer.
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Team <team@example.test>' });
    const address = `crlf-${Date.now()}@example.test`;
    try {
      const letter = {
        to: address,
        workspaceName: 'Evil\r\nBcc: victim@example.test',
        inviterName: 'Mal\r\nSubject: Pay now',
        role: 'viewer',
        link: 'https://x.test/i',
      };
      await mailer.send(invitationMessage(letter, `invitation.crlf.${Date.now()}`));
    } finally {
      mailer.close();
    }
    const [message] = messagesTo(address);
    expect(message.envelopeTo).toEqual([address]);
    expect(messagesTo('victim@example.test')).toEqual([]);
    expect(message.mail.bcc).toBeUndefined();
    expect(message.mail.subject).toMatch(/^Workspace invitation: Mal/);
    expect(message.mail.headers.get('subject')).not.toBe('Pay now');
  });

  it("opens the subject with the app's words, the workspace's name only after them", async () => {
    const owner = await newPerson(t.app);
    const workspaceId = (await createWorkspace(t.app, owner, 'URGENT: verify your bank account')).id;
    const issued = await invite(t.app, owner, workspaceId, `subject-${Date.now()}@example.test`, 'viewer');
    await mailReaches(owner, workspaceId, issued.invitation.id, 'sent');
    expect(messagesTo(issued.invitation.email)[0].mail.subject).toMatch(/^Workspace invitation: .+ invited you to “URGENT: verify your bank account”$/);
  });
});
