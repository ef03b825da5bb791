import { escapeHtml, MAIL_ACCENT } from '../mail/public';
import { startSmtpFake, type SmtpFake } from '../mail/testing/smtpFake';
import { createTestApp, type TestApp } from '../../test/helpers';
import { accept, createWorkspace, invite, newPerson, tokenOf } from './testing/teamWorld';
import { INVITATIONS_PER_ADDRESS_DAY, INVITATIONS_PER_INVITER_HOUR } from './invitationLimits';

/*
 * Issue #22: with SMTP configured, an invitation arrives by e-mail at a real SMTP server on loopback,
 * carrying the same link the owner could copy; a refusing SMTP server leaves the invitation standing,
 * with the link shown instead.
 */

let smtp: SmtpFake;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpFake();
  t = await createTestApp({ mail: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

it('e-mails the invited address its link, which then lets them join', async () => {
  const owner = await newPerson(t.app);
  const workspaceId = (await createWorkspace(t.app, owner, 'Harbor & Co')).id;
  const colleague = await newPerson(t.app);

  const issued = await invite(t.app, owner, workspaceId, colleague.email, 'editor');

  expect(issued.emailed).toBe(true);
  const message = smtp.received.at(-1)!;
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

it('keeps the invitation, with its link to copy, when the SMTP server refuses the message', async () => {
  const owner = await newPerson(t.app);
  const workspaceId = (await createWorkspace(t.app, owner, 'Refused Ltd')).id;
  const colleague = await newPerson(t.app);
  smtp.refuse(true);
  try {
    const issued = await invite(t.app, owner, workspaceId, colleague.email, 'viewer');
    expect(issued.emailed).toBe(false);
    expect(smtp.refusals()).toBeGreaterThan(0);
    expect((await accept(t.app, colleague, tokenOf(issued.link))).statusCode).toBe(200);
  } finally {
    smtp.refuse(false);
  }
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
    const sent = smtp.received.length;
    const owner = await newPerson(t.app);
    const refused = await post(owner, (await createWorkspace(t.app, owner, 'One more')).id, target.toUpperCase());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(smtp.received.length).toBe(sent);
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

  it("opens the subject with the app's words, the workspace's name only after them", async () => {
    const owner = await newPerson(t.app);
    const workspaceId = (await createWorkspace(t.app, owner, 'URGENT: verify your bank account')).id;
    await invite(t.app, owner, workspaceId, `subject-${Date.now()}@example.test`, 'viewer');
    expect(smtp.received.at(-1)!.mail.subject).toMatch(/^Workspace invitation: .+ invited you to “URGENT: verify your bank account”$/);
  });
});
