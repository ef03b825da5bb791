import { z } from 'zod';
import { accountIdField } from './analytics';
import { EMAIL_MAX } from './auth';
import { plainText } from './text';

/** Reports sent by e-mail on a schedule (docs/mail.md): what is sent, how often, to whom, and how the last send went. */
const scheduledReportKind = z.enum(['dashboard-summary', 'competitor-analysis', 'user-comparison'], {
  error: 'kind must be dashboard-summary, competitor-analysis or user-comparison',
});
export type ScheduledReportKind = z.infer<typeof scheduledReportKind>;
export const SCHEDULED_REPORT_LABELS: Record<ScheduledReportKind, string> = {
  'dashboard-summary': 'Dashboard summary',
  'competitor-analysis': 'Competitor analysis',
  'user-comparison': 'Peer comparison',
};

const scheduleCadence = z.enum(['weekly', 'monthly'], { error: 'cadence must be weekly or monthly' });

const MAX_RECIPIENTS = 20;

/** "Maria <maria@example.com>" or '"Doe, Maria" <maria@example.com>': RFC 5322's name-addr, the address in angle brackets. */
const NAME_ADDR = /^(?:"[^"]*"\s*|[^"<>]*)<([^<>]*)>$/;

/**
 * The address of a recipient as people write one: a bare address, or with their name before it in
 * angle brackets (as mail apps copy it). A schedule keeps addresses only, so the name is dropped.
 */
const recipientAddress = (written: string): string => (NAME_ADDR.exec(written)?.[1] ?? written).trim();

/**
 * The recipients typed into one field: separated by commas, semicolons or line breaks, and bare
 * addresses by spaces too ("a@example.com b@example.com"); a name with its address in angle brackets
 * is one recipient, and a comma inside a quoted name separates nothing.
 */
export function splitRecipients(text: string): string[] {
  return (text.match(/(?:"[^"]*"|<[^<>]*>|[^,;\n"<]|["<])+/g) ?? []).flatMap((part) => {
    const written = part.trim();
    if (!written) return [];
    return written.includes('<') ? [written] : written.split(/\s+/);
  });
}

// Up to EMAIL_MAX characters of address, with a name of as many before it.
const recipient = plainText('recipients', { max: 2 * EMAIL_MAX })
  .transform(recipientAddress)
  .pipe(
    z
      .string()
      .max(EMAIL_MAX, { error: `recipients must be at most ${EMAIL_MAX} characters each` })
      .pipe(z.email({ error: (issue) => `"${String(issue.input)}" is not an e-mail address` })),
  );
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

const scheduleStatus = z.enum(['sending', 'retrying', 'sent', 'failed', 'not-sent']);
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

/**
 * Preview and Send now. Both report the last complete period on the schedule's clock (the week from
 * Monday to Sunday, or the month, before today): what a send leaving now would hold.
 */
const reportPeriod = z.object({ from: z.string(), to: z.string() });

/** The e-mail a send would mail, as it is mailed: its logo is inlined so a browser can show it. */
export const schedulePreview = z.object({
  to: z.array(z.string()),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  period: reportPeriod,
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
});
export type SchedulePreview = z.infer<typeof schedulePreview>;

/** Send now: to the schedule's recipients, or only to the signed-in member's own address. */
const sendNowTarget = z.enum(['recipients', 'me'], { error: 'to must be recipients or me' });
export type SendNowTarget = z.infer<typeof sendNowTarget>;
export const sendNowBody = z.strictObject({ to: sendNowTarget });

/**
 * The header that makes Send now idempotent: a repeated request with the same key (a double click, a
 * retry after a lost answer) names the same send, and the report goes out once.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY_MAX = 200;
export const sendNowHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .min(1, { error: 'Idempotency-Key must not be empty' })
    .max(IDEMPOTENCY_KEY_MAX, { error: `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX} characters` })
    .regex(/^[\x21-\x7e]+$/, { error: 'Idempotency-Key must be printable ASCII without spaces' })
    .optional(),
});

/** queued and sending until it leaves; retrying after a refusal (error says why); sent; failed for good. */
const sendState = z.enum(['queued', 'sending', 'retrying', 'sent', 'failed']);
export type SendState = z.infer<typeof sendState>;

export const scheduleSend = z.object({
  id: z.string(),
  scheduleId: z.string(),
  to: sendNowTarget,
  /** The addresses it goes to: the schedule's recipients, or the member's own. */
  recipients: z.array(z.string()),
  period: reportPeriod,
  state: sendState,
  error: z.string().nullable(),
});
export type ScheduleSend = z.infer<typeof scheduleSend>;

export const sendParams = scheduleParams.extend({ sendId: z.uuid({ error: 'sendId must be a send id' }) });
