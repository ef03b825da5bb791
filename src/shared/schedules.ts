import { z } from 'zod';
import { accountIdField } from './analytics';
import { EMAIL_MAX } from './auth';
import { plainText } from './text';

/** Reports sent by e-mail on a schedule (issue #22): what is sent, how often, to whom, and how the last send went. */
export const scheduledReportKind = z.enum(['dashboard-summary', 'competitor-analysis', 'user-comparison'], {
  error: 'kind must be dashboard-summary, competitor-analysis or user-comparison',
});
export type ScheduledReportKind = z.infer<typeof scheduledReportKind>;
export const SCHEDULED_REPORT_LABELS: Record<ScheduledReportKind, string> = {
  'dashboard-summary': 'Dashboard summary',
  'competitor-analysis': 'Competitor analysis',
  'user-comparison': 'Peer comparison',
};

export const scheduleCadence = z.enum(['weekly', 'monthly'], { error: 'cadence must be weekly or monthly' });
export type ScheduleCadence = z.infer<typeof scheduleCadence>;

export const MAX_RECIPIENTS = 20;
const recipient = plainText('recipients', { max: EMAIL_MAX }).pipe(z.email({ error: 'recipients must be valid e-mail addresses' }));
export const recipientsField = z
  .array(recipient, { error: 'recipients must be a list of e-mail addresses' })
  .min(1, { error: 'recipients must hold at least one address' })
  .max(MAX_RECIPIENTS, { error: `recipients must hold at most ${MAX_RECIPIENTS} addresses` });

export const scheduleBody = z.strictObject({ accountId: accountIdField, kind: scheduledReportKind, cadence: scheduleCadence, recipients: recipientsField });
export type ScheduleBody = z.infer<typeof scheduleBody>;
export const scheduleUpdateBody = scheduleBody.partial();
export type ScheduleUpdateBody = z.infer<typeof scheduleUpdateBody>;

export const workspaceParams = z.strictObject({ workspaceId: z.uuid({ error: 'workspaceId must be a workspace id' }) });
export const scheduleParams = workspaceParams.extend({ id: z.uuid({ error: 'id must be a schedule id' }) });

export const scheduleStatus = z.enum(['sending', 'retrying', 'sent', 'failed', 'not-sent']);
export type ScheduleStatus = z.infer<typeof scheduleStatus>;

export const schedule = z.object({
  id: z.string(),
  workspaceId: z.string(),
  accountId: z.string(),
  accountUsername: z.string(),
  kind: scheduledReportKind,
  cadence: scheduleCadence,
  recipients: z.array(z.string()),
  /** The clock the schedule runs on: the workspace's zone, else the account's. */
  timezone: z.string(),
  nextRunAt: z.string(),
  lastRunAt: z.string().nullable(),
  /** sent; failed after its retries (lastError says why); retrying; not-sent: no SMTP configured. */
  lastStatus: scheduleStatus.nullable(),
  lastError: z.string().nullable(),
});
export type Schedule = z.infer<typeof schedule>;

export const scheduleList = z.object({
  data: z.array(schedule),
  /** Without SMTP nothing can be sent: the page says so rather than let schedules fail silently. */
  mailConfigured: z.boolean(),
});
export type ScheduleList = z.infer<typeof scheduleList>;
