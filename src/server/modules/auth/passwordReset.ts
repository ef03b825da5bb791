import { PASSWORD_RESET_TTL_MINUTES, RESET_LINK_INVALID, type PasswordResetConfirmBody } from '../../../shared/auth';
import type { Db } from '../../db/client';
import { fieldError, HttpError } from '../../http/httpError';
import { mailHtml, sendMail, type Mailer, type MailMessage } from '../mail/public';
import { findUserByEmail, findUserById, storePassword } from '../users/public';
import { hashPassword, refuseCommonPassword } from './passwords';
import { insertPasswordReset, spendAllPasswordResets, spendPasswordReset } from './passwordResetRepository';
import type { SessionGuard } from './sessionGuard';
import { revokeAllSessions } from './sessionRepository';
import { hashOpaqueToken, newOpaqueToken } from './tokens';

export type PasswordResetDeps = {
  db: Db;
  mailer: Mailer;
  sessionGuard: SessionGuard;
  publicUrl: string;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
};

/**
 * The link in the e-mail. The token rides in the fragment, which browsers never send to a server nor
 * put in a Referer: it reaches only the reset page's script.
 */
const resetLinkOf = (publicUrl: string, token: string) => `${publicUrl}/reset-password#token=${token}`;

function resetMessage(to: string, link: string): MailMessage {
  const minutes = PASSWORD_RESET_TTL_MINUTES;
  return {
    to: [to],
    subject: 'Reset your password',
    text: `Someone (we hope you) asked to reset the password of this account.\n\nSet a new one here within ${minutes} minutes:\n${link}\n\nThe link works once. If you did not ask, ignore this e-mail: your password stays as it is.`,
    html: mailHtml({
      title: 'Reset your password',
      paragraphs: ['Someone (we hope you) asked to reset the password of this account.', `Set a new one within ${minutes} minutes. The link works once.`],
      action: { label: 'Set a new password', href: link },
      notes: ['If you did not ask, ignore this e-mail: your password stays as it is.'],
    }),
  };
}

/**
 * Makes and e-mails a reset link when the address has an account; nothing otherwise. The caller answers
 * before this finishes, so an address with an account and one without answer alike, in the same time.
 * With no SMTP configured the link is logged for the server's administrator, never shown to the asker.
 */
export async function deliverPasswordReset(deps: PasswordResetDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = newOpaqueToken();
  await insertPasswordReset(deps.db, {
    userId: user.id,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
  });
  const link = resetLinkOf(deps.publicUrl, token);
  const outcome = await sendMail(deps.mailer, resetMessage(user.email, link));
  if (!outcome.sent) deps.log.warn({ userId: user.id }, `password reset: no SMTP_URL, so no e-mail was sent; the link for this user is ${link}`);
}

/**
 * Sets the new password of the link's user and signs out every session of theirs. The password is
 * checked before the token is spent, so a refused password leaves the link usable.
 */
export async function confirmPasswordReset(deps: Pick<PasswordResetDeps, 'db' | 'sessionGuard'>, body: PasswordResetConfirmBody): Promise<void> {
  refuseCommonPassword('password', body.password);
  const passwordHash = await hashPassword(body.password);
  const userId = await spendPasswordReset(deps.db, hashOpaqueToken(body.token));
  if (!userId) throw fieldError('token', RESET_LINK_INVALID, 'INVALID_RESET_TOKEN');
  const user = await findUserById(deps.db, userId);
  if (!user) throw fieldError('token', RESET_LINK_INVALID, 'INVALID_RESET_TOKEN');
  if ((await storePassword(deps.db, userId, { passwordHash, replaces: user.passwordHash })) === 'changed')
    throw new HttpError(409, 'The password changed meanwhile; ask for a new link', 'PASSWORD_CHANGED');
  await spendAllPasswordResets(deps.db, userId);
  for (const sessionId of await revokeAllSessions(deps.db, userId)) deps.sessionGuard.forgetSession(sessionId);
}
