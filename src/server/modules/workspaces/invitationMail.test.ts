import { escapeHtml, MAIL_ACCENT } from '../mail/public';
import { startSmtpFake, type SmtpFake } from '../mail/testing/smtpFake';
import { createTestApp, type TestApp } from '../../test/helpers';
import { accept, createWorkspace, invite, newPerson, tokenOf } from './testing/teamWorld';

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
