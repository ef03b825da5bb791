import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it: the envelope's recipients and the parsed MIME message. */
type ReceivedMail = { envelopeTo: string[]; mail: ParsedMail };

export type SmtpFake = {
  url: string;
  received: ReceivedMail[];
  /**
   * From now on every message is refused (true) or accepted again (false): with a permanent 550 unless
   * another reply code is given (451, say, for a relay that asks to be tried later).
   */
  refuse(refusing: boolean, replyCode?: number): void;
  /** Messages refused so far (each attempt the client made). */
  refusals(): number;
  /**
   * A slow relay: from now on each message is read but not answered until `release` is called, as a
   * relay that takes 20 s to accept would; `waiting` says how many messages are held.
   */
  hold(): { release(): void; waiting(): number };
  close(): Promise<void>;
};

/**
 * A real SMTP server (the smtp-server package) on loopback, without TLS or authentication, that parses
 * every message it accepts with mailparser. Tests send to it through the app's own nodemailer mailer.
 */
export async function startSmtpFake(): Promise<SmtpFake> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  let refusalCode = 550;
  let refused = 0;
  let held: { release: Promise<void>; waiting: number } | null = null;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (refusing) {
        refused += 1;
        stream.resume();
        stream.on('end', () =>
          callback(
            Object.assign(new Error(refusalCode >= 500 ? 'Mailbox unavailable (test refusal)' : 'Try again later (test refusal)'), {
              responseCode: refusalCode,
            }),
          ),
        );
        return;
      }
      const holding = held;
      simpleParser(stream)
        .then(async (mail) => {
          if (holding) {
            holding.waiting += 1;
            await holding.release;
          }
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
    refuse: (value, replyCode = 550) => {
      refusing = value;
      refusalCode = replyCode;
    },
    refusals: () => refused,
    hold: () => {
      let release = () => undefined as void;
      const holding = { release: new Promise<void>((resolve) => (release = resolve)), waiting: 0 };
      held = holding;
      return {
        release: () => {
          if (held === holding) held = null;
          release();
        },
        waiting: () => holding.waiting,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
