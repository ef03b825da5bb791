import PgBoss, { type JobWithMetadata } from 'pg-boss';
import type { InvitationMailState } from '../../../shared/workspaces';
import type { Db, DatabaseHandle } from '../../db/client';
import { PGBOSS_SCHEMA } from '../../jobs/queueSql';
import type { TokenCipher } from '../../lib/tokenCipher';
import { MailSendError, sendMail, type Mailer } from '../mail/public';
import { invitationMessage } from './invitationMail';
import { findInvitationByHash, recordInvitationMail } from './repository';

/** One e-mail per invitation link, sent by whichever server takes the job, retried with backoff. */
export const INVITATION_MAIL_QUEUE = 'invitation-mail';
/** nodemailer gives up on a dead relay within about 90 s; a job running far longer lost its server and is retried. */
const SEND_EXPIRE_SECONDS = 5 * 60;
/** E-mails taken at once: an owner inviting a team of 20 sees them all leave within a few seconds, not one a poll. */
const BATCH_SIZE = 10;

/**
 * The e-mail of one link. The link travels sealed with the token cipher (AES-GCM): the queue's tables,
 * which keep finished jobs for a while, never hold a token anyone could use.
 */
export type InvitationMailJob = { invitationId: string; tokenHash: string; sealedLink: string };

export type InvitationMailQueue = {
  /** Whether e-mail is configured: without it an invitation is made `not-configured` and nothing is queued. */
  readonly configured: boolean;
  /** Queues the e-mail of one link and answers the state the invitation now has. */
  enqueue(invitation: { id: string; tokenHash: string }, link: string): Promise<InvitationMailState>;
  stop(): Promise<void>;
};

export type InvitationMailDeps = { db: Db; mailer: Mailer; cipher: TokenCipher; now?: () => Date };
export type InvitationQueueSettings = { pollingIntervalSeconds: number; retryLimit: number; retryDelaySeconds: number };
type QueueLog = { warn(details: object, message: string): void };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** The same for every attempt at one link, so a retry after the relay had accepted is known for the same message. */
const idempotencyKeyOf = (job: InvitationMailJob) => `invitation.${job.invitationId}.${job.tokenHash.slice(0, 16)}`;

/** Sends one job's e-mail and records how it went; throws only to have pg-boss retry it. */
async function deliver(deps: InvitationMailDeps, job: JobWithMetadata<InvitationMailJob>, log: QueueLog): Promise<void> {
  const { invitationId, tokenHash, sealedLink } = job.data;
  const row = await findInvitationByHash(deps.db, tokenHash);
  const now = deps.now?.() ?? new Date();
  // Revoked, accepted, expired or given a new link since it was queued: this link is not worth sending.
  if (!row || row.id !== invitationId || row.acceptedAt || row.expiresAt <= now) return;
  try {
    const letter = { to: row.email, workspaceName: row.workspaceName, inviterName: row.inviterName, role: row.role, link: deps.cipher.decrypt(sealedLink) };
    const outcome = await sendMail(deps.mailer, invitationMessage(letter, idempotencyKeyOf(job.data)));
    await recordInvitationMail(deps.db, invitationId, tokenHash, outcome.sent ? 'sent' : 'not-configured', null);
  } catch (error) {
    const permanent = error instanceof MailSendError && error.permanent;
    const retrying = !permanent && job.retryCount < job.retryLimit;
    await recordInvitationMail(deps.db, invitationId, tokenHash, retrying ? 'retrying' : 'failed', errorText(error));
    log.warn({ err: error, invitationId, retrying }, `invitation e-mail not sent${retrying ? ', retrying' : ''}; the owner can copy a new link`);
    if (retrying) throw error;
  }
}

const unconfigured: InvitationMailQueue = { configured: false, enqueue: () => Promise.resolve('not-configured'), stop: () => Promise.resolve() };

/**
 * Invitation e-mails on pg-boss in the app's database, as scheduled reports are (schedules/queue.ts),
 * so the request that invites answers at once whatever the relay does. Started only when SMTP is set.
 */
export async function startInvitationMailQueue(
  handle: DatabaseHandle,
  deps: InvitationMailDeps,
  settings: InvitationQueueSettings,
  log: QueueLog,
): Promise<InvitationMailQueue> {
  if (!deps.mailer.configured) return unconfigured;
  const boss = new PgBoss({ db: { executeSql: handle.executeSql }, schema: PGBOSS_SCHEMA });
  boss.on('error', (error) => log.warn({ err: error }, `invitation e-mail: ${error.message}`));
  await boss.start();
  await boss.createQueue(INVITATION_MAIL_QUEUE, { name: INVITATION_MAIL_QUEUE, policy: 'standard' });
  await boss.work<InvitationMailJob>(
    INVITATION_MAIL_QUEUE,
    { pollingIntervalSeconds: settings.pollingIntervalSeconds, includeMetadata: true, batchSize: BATCH_SIZE },
    // Each job of the batch ends on its own: one to retry is failed by itself, and the rest complete.
    (jobs) =>
      Promise.all(
        jobs.map((job) => deliver(deps, job, log).catch((error: unknown) => boss.fail(INVITATION_MAIL_QUEUE, job.id, { message: errorText(error) }))),
      ),
  );
  const retries = { retryLimit: settings.retryLimit, retryDelay: settings.retryDelaySeconds, retryBackoff: true, expireInSeconds: SEND_EXPIRE_SECONDS };

  const enqueue = async (invitation: { id: string; tokenHash: string }, link: string): Promise<InvitationMailState> => {
    const job: InvitationMailJob = { invitationId: invitation.id, tokenHash: invitation.tokenHash, sealedLink: deps.cipher.encrypt(link) };
    try {
      await boss.send(INVITATION_MAIL_QUEUE, job, retries);
      return 'queued';
    } catch (error) {
      // The invitation stands and its link is shown: only the e-mail is lost, and the list says so.
      await recordInvitationMail(deps.db, invitation.id, invitation.tokenHash, 'failed', `The e-mail could not be queued: ${errorText(error)}`);
      return 'failed';
    }
  };
  return { configured: true, enqueue, stop: () => boss.stop({ graceful: true, wait: true, timeout: 30_000 }) };
}
