import type { SendNowTarget } from '../../../shared/schedules';
import type { Db } from '../../db/client';
import { reportBrandingOf } from '../branding/public';
import { sendMail, type Mailer } from '../mail/public';
import { auditFailed, auditSent, periodText, type SendAudience, type SendRecord } from './audit';
import { reportContent } from './content';
import { reportMessage } from './email';
import { renderReportPdf } from './pdf';
import type { SendPeriod } from './period';
import { claimSend, findSchedule, markPeriodSent, setScheduleStatus, type ScheduleRow } from './repository';

/** A send someone asked for with Send now: who asked, and whether to the recipients or only to their own address. */
export type SendNowRequest = { to: SendNowTarget; requestedBy: string; address: string };
/** One send of one schedule: a period's scheduled send, or (with `now`) one asked for, its period keyed by the send's id. */
export type ScheduledSendJob = { scheduleId: string; period: SendPeriod; now?: SendNowRequest };
export type SendDeps = { db: Db; mailer: Mailer };
export type SendOutcome = 'sent' | 'not-sent' | 'skipped';

export const MAIL_NOT_CONFIGURED = 'E-mail is not configured on this server (SMTP_URL), so nothing was sent.';

/** The addresses a send goes to. */
export const recipientsOf = (schedule: Pick<ScheduleRow, 'recipients'>, now: SendNowRequest | undefined) =>
  now?.to === 'me' ? [now.address] : schedule.recipients;

const audienceOf = (now: SendNowRequest | undefined): SendAudience => (now ? { to: now.to, requestedBy: now.requestedBy } : { to: 'scheduled' });

/**
 * Whether the send is one the schedule's status shows: a scheduled send or Send now to the recipients.
 * A member's send to themselves is a try-out, and leaves the schedule's last send as it was.
 */
const showsOnSchedule = (now: SendNowRequest | undefined) => now?.to !== 'me';

const recordOf = (schedule: ScheduleRow, job: ScheduledSendJob, days: string): SendRecord => ({
  workspaceId: schedule.workspaceId,
  schedule,
  periodText: days,
  audience: audienceOf(job.now),
  recipients: recipientsOf(schedule, job.now),
});

/**
 * One send: claims the schedule's period for this job (another job holding it, or the period already
 * sent, makes this a no-op), renders the report and its PDF, and mails it. A throw leaves the claim with
 * this job, so pg-boss's retry of the same job may send it; the caller records the failure (sendFailed).
 * The period marked sent, the schedule's status and the audit line are written together.
 */
export async function sendScheduledReport(deps: SendDeps, jobId: string, job: ScheduledSendJob): Promise<SendOutcome> {
  const { scheduleId, period, now } = job;
  const schedule = await findSchedule(deps.db, scheduleId);
  if (!schedule) return 'skipped';
  const blocked = cannotRun(schedule);
  if (blocked) {
    // No retry would change it: the schedule and the audit log say why, for the owners to act on.
    await sendFailed(deps, job, blocked, false);
    return 'not-sent';
  }
  if (!(await claimSend(deps.db, scheduleId, period.key, jobId))) return 'skipped';
  if (showsOnSchedule(now)) await setScheduleStatus(deps.db, scheduleId, 'sending', null);
  const content = await reportContent(deps.db, reportAccountOf(schedule, schedule.actingOwnerId!), schedule.kind, period);
  const branding = await reportBrandingOf(deps.db, schedule.workspaceId);
  const pdf = await renderReportPdf(content, branding);
  const fileName = reportFileName(schedule, period);
  const message = { ...reportMessage(content, branding, recipientsOf(schedule, now), pdf, fileName), idempotencyKey: sendKeyOf(scheduleId, period.key) };
  const outcome = await sendMail(deps.mailer, message);
  const record = recordOf(schedule, job, content.periodText);
  await deps.db.transaction(async (tx) => {
    await markPeriodSent(tx, scheduleId, period.key);
    if (showsOnSchedule(now)) await setScheduleStatus(tx, scheduleId, outcome.sent ? 'sent' : 'not-sent', outcome.sent ? null : MAIL_NOT_CONFIGURED);
    if (outcome.sent) await auditSent(tx, record);
    else await auditFailed(tx, record, MAIL_NOT_CONFIGURED);
  });
  return outcome.sent ? 'sent' : 'not-sent';
}

/** Why a schedule's send cannot run at all, or null when it can. */
export function cannotRun(schedule: Pick<ScheduleRow, 'actingOwnerId' | 'accountInWorkspace' | 'accountUsername'>): string | null {
  if (!schedule.accountInWorkspace) return `@${schedule.accountUsername} is no longer an account of this workspace, so its report cannot be made.`;
  if (!schedule.actingOwnerId) return 'This workspace has no owner to make the report as.';
  return null;
}

/** The account a send reports on, read with the workspace's right to it (its acting owner's). */
export const reportAccountOf = (schedule: Pick<ScheduleRow, 'accountId' | 'accountUsername'>, actingOwnerId: string) => ({
  ownerId: actingOwnerId,
  accountId: schedule.accountId,
  username: schedule.accountUsername,
});

/** One key per schedule and period (a Send now's period is its send id): every attempt at that send carries it. */
const sendKeyOf = (scheduleId: string, periodKey: string) => `report.${scheduleId}.${periodKey.replace(/[^\w.-]/g, '-')}`;

export const reportFileName = (schedule: Pick<ScheduleRow, 'kind' | 'accountUsername'>, period: SendPeriod) =>
  `${schedule.kind}-${schedule.accountUsername}-${period.from}.pdf`;

/**
 * A send that threw: the schedule shows it retrying or failed with the reason, and once no retry is left
 * the audit log says it failed and why.
 */
export async function sendFailed(deps: SendDeps, job: ScheduledSendJob, reason: string, retrying: boolean): Promise<void> {
  if (showsOnSchedule(job.now)) await setScheduleStatus(deps.db, job.scheduleId, retrying ? 'retrying' : 'failed', reason);
  if (retrying) return;
  const schedule = await findSchedule(deps.db, job.scheduleId);
  if (schedule) await auditFailed(deps.db, recordOf(schedule, job, periodText(job.period)), reason);
}
