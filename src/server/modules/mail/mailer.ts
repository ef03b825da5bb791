import nodemailer from 'nodemailer';
import type { MailSettings } from '../../config';

/** One message: the same HTML and plain text every client can show, and files to attach. */
export type MailMessage = {
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** A `cid` makes the file an inline image the HTML shows as `<img src="cid:…">` (data: images are blocked by most mail clients). */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
  /**
   * The same for every attempt at the same message (a scheduled report's period, say): it becomes the
   * Message-ID `<key@sender's domain>`, so a message a retry sends again is known, by the relay and the
   * recipient's mail system, for the one already delivered (docs/mail.md, "Sent once").
   */
  idempotencyKey?: string;
};

/** Sent (with the id the SMTP server accepted it under), or not sent because no SMTP is configured. */
export type MailOutcome = { sent: true; messageId: string } | { sent: false; reason: 'not-configured' };

export type Mailer = {
  /** Whether SMTP_URL is set: features that would send say so, or show a link to copy, when it is not. */
  readonly configured: boolean;
  /** Sends one message; an SMTP server that refuses or cannot be reached throws MailSendError. */
  send(message: MailMessage): Promise<MailOutcome>;
  close(): void;
};

/** The SMTP server refused the message or could not be reached; the message says why, without credentials. */
export class MailSendError extends Error {
  /**
   * The relay answered with a permanent refusal (an SMTP 5xx reply, such as 550 "mailbox unavailable"):
   * sending the same message again would be refused again, so queues stop retrying it.
   */
  readonly permanent: boolean;
  constructor(reason: string, permanent = false) {
    super(`The e-mail could not be sent: ${reason}`);
    this.name = 'MailSendError';
    this.permanent = permanent;
  }
}

/** SMTP's reply code on nodemailer's error, when the relay gave one. */
const replyCodeOf = (error: unknown): number | null =>
  typeof error === 'object' && error !== null && typeof (error as { responseCode?: unknown }).responseCode === 'number'
    ? (error as { responseCode: number }).responseCode
    : null;
const isPermanentRefusal = (error: unknown) => {
  const code = replyCodeOf(error);
  return code !== null && code >= 500 && code < 600;
};

// Long enough for a slow relay, short enough that a dead one fails a scheduled send in time to retry it.
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** The reason nodemailer gives, with any SMTP URL's password kept out of it. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\/\/[^@\s/]*@/g, '//***@');
}

/** The domain of the sender's address ("Reports <reports@example.com>" → example.com), for Message-IDs. */
const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

/** A mailer on SMTP_URL (nodemailer), or one that sends nothing and says e-mail is not configured. */
export function createMailer(settings: MailSettings): Mailer {
  if (!settings.smtpUrl) {
    return { configured: false, send: () => Promise.resolve({ sent: false, reason: 'not-configured' }), close: () => undefined };
  }
  const transport = nodemailer.createTransport(settings.smtpUrl, { ...TIMEOUTS, from: settings.from });
  return {
    configured: true,
    async send(message) {
      try {
        const { idempotencyKey, ...mail } = message;
        const messageId = idempotencyKey ? `<${idempotencyKey}@${domainOf(settings.from)}>` : undefined;
        const info = await transport.sendMail({ ...mail, from: settings.from, ...(messageId ? { messageId } : {}) });
        return { sent: true, messageId: info.messageId };
      } catch (error) {
        throw new MailSendError(reasonOf(error), isPermanentRefusal(error));
      }
    },
    close: () => transport.close(),
  };
}
