import PgBoss from 'pg-boss';
import type { InvitationMailState } from '../../../shared/workspaces';
import type { Db, DatabaseHandle } from '../../db/client';
import type { QueueLog } from '../../jobs/keyedWorker';
import { jobErrorText, startLeasedQueue } from '../../jobs/leasedQueue';
import { PGBOSS_SCHEMA, type LeaseTimes, type TakenJob } from '../../jobs/queueSql';
import type { RecoveredJob } from '../../jobs/recovery';
import type { TokenCipher } from '../../lib/tokenCipher';
import { MailSendError, sendMail, type Mailer } from '../mail/public';
import { invitationMessage } from './invitationMail';
import { findInvitationByHash, recordInvitationMail } from './repository';

/** One e-mail per invitation link, sent by whichever server takes the job, retried with backoff. */
export const INVITATION_MAIL_QUEUE = 'invitation-mail';
/** nodemailer gives up on a dead relay within about 90 s: an attempt running longer is failed and retried. */
const SEND_MAX_RUN_SECONDS = 3 * 60;

/**
 * The e-mail of one link. The link travels sealed with the token cipher (AES-GCM): the queue's tables,
 * which keep finished jobs for a while, never hold a token anyone could use.
 */
type InvitationMailJob = { invitationId: string; tokenHash: string; sealedLink: string };

export type InvitationMailQueue = {
  /** Whether e-mail is configured: without it an invitation is made `not-configured` and nothing is queued. */
  readonly configured: boolean;
  /** Queues the e-mail of one link and answers the state the invitation now has. */
  enqueue(invitation: { id: string; tokenHash: string }, link: string): Promise<InvitationMailState>;
  stop(): Promise<void>;
};

export type InvitationMailDeps = { db: Db; mailer: Mailer; cipher: TokenCipher; now?: () => Date };
export type InvitationQueueSettings = {
  pollingIntervalSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
  /** The running job's lease, as the sync queue's (jobs/syncQueue.ts): a server killed mid-send is found within about a minute. */
  lease: LeaseTimes;
};

/** The same for every attempt at one link, so a retry after the relay had accepted is known for the same message. */
const idempotencyKeyOf = (job: InvitationMailJob) => `invitation.${job.invitationId}.${job.tokenHash.slice(0, 16)}`;

/** Sends one job's e-mail and records how it went; throws only to have pg-boss retry it. */
async function deliver(deps: InvitationMailDeps, job: TakenJob<InvitationMailJob>, log: QueueLog): Promise<void> {
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
    await recordInvitationMail(deps.db, invitationId, tokenHash, retrying ? 'retrying' : 'failed', jobErrorText(error));
    log.warn({ err: error, invitationId, retrying }, `invitation e-mail not sent${retrying ? ', retrying' : ''}; the owner can copy a new link`);
    if (retrying) throw error;
  }
}

const unconfigured: InvitationMailQueue = { configured: false, enqueue: () => Promise.resolve('not-configured'), stop: () => Promise.resolve() };

/** A job whose server died while it ran: its row says the e-mail is retrying, or failed when no retry is left. */
async function showRecovered(deps: InvitationMailDeps, job: RecoveredJob & { data: InvitationMailJob }): Promise<void> {
  const { invitationId, tokenHash } = job.data;
  await recordInvitationMail(deps.db, invitationId, tokenHash, job.retrying ? 'retrying' : 'failed', RECOVERED_REASON);
}
const RECOVERED_REASON = 'The server sending it stopped; it is sent again, under the same Message-ID.';

/**
 * Invitation e-mails on pg-boss in the app's database, as syncs are, so the request that invites answers
 * at once whatever the relay does. Each running send holds a lease its server renews; a server killed
 * mid-send has its job found by any server (recovery.ts) and retried. Started only when SMTP is set.
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
  const running = await startLeasedQueue<InvitationMailJob>({
    boss,
    executeSql: handle.executeSql,
    queue: INVITATION_MAIL_QUEUE,
    pollingIntervalSeconds: settings.pollingIntervalSeconds,
    lease: settings.lease,
    maxRunSeconds: SEND_MAX_RUN_SECONDS,
    log,
    handle: (job) => deliver(deps, job, log),
    onRecovered: (job) => showRecovered(deps, job),
  });
  // Replaced by the lease once a worker takes the job; it bounds nothing while the job waits.
  const retries = { retryLimit: settings.retryLimit, retryDelay: settings.retryDelaySeconds, retryBackoff: true, expireInSeconds: settings.lease.seconds };

  const enqueue = async (invitation: { id: string; tokenHash: string }, link: string): Promise<InvitationMailState> => {
    const job: InvitationMailJob = { invitationId: invitation.id, tokenHash: invitation.tokenHash, sealedLink: deps.cipher.encrypt(link) };
    try {
      await boss.send(INVITATION_MAIL_QUEUE, job, retries);
      return 'queued';
    } catch (error) {
      // The invitation stands and its link is shown: only the e-mail is lost, and the list says so.
      await recordInvitationMail(deps.db, invitation.id, invitation.tokenHash, 'failed', `The e-mail could not be queued: ${jobErrorText(error)}`);
      return 'failed';
    }
  };
  return { configured: true, enqueue, stop: () => running.stop() };
}
