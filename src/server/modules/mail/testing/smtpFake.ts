import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it: the envelope's recipients and the parsed MIME message. */
export type ReceivedMail = { envelopeTo: string[]; mail: ParsedMail };

export type SmtpFake = {
  url: string;
  received: ReceivedMail[];
  /** From now on every message is refused with a permanent 550 (true) or accepted again (false). */
  refuse(refusing: boolean): void;
  /** Messages refused so far (each attempt the client made). */
  refusals(): number;
  close(): Promise<void>;
};

/**
 * A real SMTP server (the smtp-server package) on loopback, without TLS or authentication, that parses
 * every message it accepts with mailparser. Tests send to it through the app's own nodemailer mailer.
 */
export async function startSmtpFake(): Promise<SmtpFake> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  let refused = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (refusing) {
        refused += 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable (test refusal)'), { responseCode: 550 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (value) => {
      refusing = value;
    },
    refusals: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
