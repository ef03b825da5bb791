import type { Db } from '../../db/client';
import { brandingOf } from '../branding/public';
import { sendMail, type Mailer } from '../mail/public';
import { reportContent } from './content';
import { reportMessage } from './email';
import { renderReportPdf } from './pdf';
import type { SendPeriod } from './period';
import { claimSend, findSchedule, markPeriodSent, setScheduleStatus } from './repository';

export type ScheduledSendJob = { scheduleId: string; period: SendPeriod };
export type SendDeps = { db: Db; mailer: Mailer };

export const MAIL_NOT_CONFIGURED = 'E-mail is not configured on this server (SMTP_URL), so nothing was sent.';

/**
 * One scheduled send: claims the schedule's period for this job (another job holding it, or the period
 * already sent, makes this a no-op), renders the report and its PDF, and mails it. A throw leaves the
 * claim with this job, so pg-boss's retry of the same job may send it; the caller records the failure.
 */
export async function sendScheduledReport(deps: SendDeps, jobId: string, { scheduleId, period }: ScheduledSendJob): Promise<'sent' | 'not-sent' | 'skipped'> {
  const schedule = await findSchedule(deps.db, scheduleId);
  if (!schedule) return 'skipped';
  if (!(await claimSend(deps.db, scheduleId, period.key, jobId))) return 'skipped';
  await setScheduleStatus(deps.db, scheduleId, 'sending', null);
  const content = await reportContent(
    deps.db,
    { ownerId: schedule.accountOwnerId, accountId: schedule.accountId, username: schedule.accountUsername },
    schedule.kind,
    period,
  );
  const branding = await brandingOf(deps.db, schedule.workspaceId);
  const pdf = await renderReportPdf(content, branding);
  const fileName = `${schedule.kind}-${schedule.accountUsername}-${period.from}.pdf`;
  const outcome = await sendMail(deps.mailer, reportMessage(content, branding, schedule.recipients, pdf, fileName));
  await markPeriodSent(deps.db, scheduleId, period.key);
  await setScheduleStatus(deps.db, scheduleId, outcome.sent ? 'sent' : 'not-sent', outcome.sent ? null : MAIL_NOT_CONFIGURED);
  return outcome.sent ? 'sent' : 'not-sent';
}
