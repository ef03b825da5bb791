import { createHash, randomUUID } from 'node:crypto';
import type { Schedule, ScheduleBody, ScheduleList, SchedulePreview, ScheduleSend, ScheduleUpdateBody, SendNowTarget } from '../../../shared/schedules';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../http/httpError';
import { reportBrandingOf } from '../branding/public';
import { findUserById } from '../users/public';
import { recordAudit, requireWorkspaceRole } from '../workspaces/public';
import { changedSubject, createdSubject, describeSchedule } from './audit';
import { scheduleClock } from './clock';
import { reportContent } from './content';
import { browserHtml, reportMessage } from './email';
import { renderReportPdf } from './pdf';
import { nextRunAfter, periodOf, type SendPeriod } from './period';
import type { QueuedSend, ScheduleQueue } from './queue';
import { cannotRun, MAIL_NOT_CONFIGURED, recipientsOf, reportAccountOf, reportFileName } from './sendScheduled';
import {
  accountClocks,
  deleteWorkspaceSchedule,
  findWorkspaceSchedule,
  insertSchedule,
  listWorkspaceSchedules,
  updateWorkspaceSchedule,
  type ScheduleChanges,
  type ScheduleRow,
} from './repository';

const accountNotFound = () => notFound('Account not found');
const scheduleNotFound = () => notFound('Schedule not found');

function toSchedule(row: ScheduleRow): Schedule {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    accountId: row.accountId,
    accountUsername: row.accountUsername,
    kind: row.kind,
    cadence: row.cadence,
    recipients: row.recipients,
    timezone: scheduleClock(row),
    nextRunAt: row.nextRunAt.toISOString(),
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
  };
}

const uniqueAddresses = (recipients: string[]) => [...new Set(recipients.map((address) => address.toLowerCase()))];

/** Any member may read the workspace's schedules (a viewer sees what is sent to whom). */
export async function listSchedules(db: Db, userId: string, workspaceId: string, mailConfigured: boolean): Promise<ScheduleList> {
  await requireWorkspaceRole(db, userId, workspaceId, 'viewer');
  return { data: (await listWorkspaceSchedules(db, workspaceId)).map(toSchedule), mailConfigured };
}

export async function createSchedule(db: Db, userId: string, workspaceId: string, body: ScheduleBody, now = new Date()): Promise<Schedule> {
  await requireWorkspaceRole(db, userId, workspaceId, 'schedules.manage');
  const clocks = await accountClocks(db, workspaceId, body.accountId);
  if (!clocks) throw accountNotFound();
  const id = await insertSchedule(db, {
    workspaceId,
    accountId: body.accountId,
    createdBy: userId,
    kind: body.kind,
    cadence: body.cadence,
    recipients: uniqueAddresses(body.recipients),
    nextRunAt: nextRunAfter(body.cadence, scheduleClock(clocks), now),
  });
  const created = (await findWorkspaceSchedule(db, workspaceId, id))!;
  await recordAudit(db, { workspaceId, actorId: userId, action: 'schedule.created', subject: createdSubject(created) });
  return toSchedule(created);
}

/** Changes what is sent, how often or to whom; a new cadence or account moves the next send accordingly. */
export async function updateSchedule(db: Db, userId: string, workspaceId: string, id: string, body: ScheduleUpdateBody, now = new Date()): Promise<Schedule> {
  await requireWorkspaceRole(db, userId, workspaceId, 'schedules.manage');
  const current = await findWorkspaceSchedule(db, workspaceId, id);
  if (!current) throw scheduleNotFound();
  const changes: ScheduleChanges = { ...body, ...(body.recipients ? { recipients: uniqueAddresses(body.recipients) } : {}) };
  if (body.accountId || body.cadence) {
    const clocks = await accountClocks(db, workspaceId, body.accountId ?? current.accountId);
    if (!clocks) throw accountNotFound();
    changes.nextRunAt = nextRunAfter(body.cadence ?? current.cadence, scheduleClock(clocks), now);
  }
  await updateWorkspaceSchedule(db, workspaceId, id, changes);
  const changed = (await findWorkspaceSchedule(db, workspaceId, id))!;
  await recordAudit(db, { workspaceId, actorId: userId, action: 'schedule.changed', subject: changedSubject(current, changed) });
  return toSchedule(changed);
}

export async function deleteSchedule(db: Db, userId: string, workspaceId: string, id: string): Promise<void> {
  await requireWorkspaceRole(db, userId, workspaceId, 'schedules.manage');
  const current = await findWorkspaceSchedule(db, workspaceId, id);
  if (!current || !(await deleteWorkspaceSchedule(db, workspaceId, id))) throw scheduleNotFound();
  await recordAudit(db, { workspaceId, actorId: userId, action: 'schedule.deleted', subject: describeSchedule(current) });
}

/** The schedule of the workspace, for a member with at least `least`: 404 for another workspace's. */
async function memberSchedule(db: Db, userId: string, workspaceId: string, id: string, least: 'viewer' | 'schedules.manage'): Promise<ScheduleRow> {
  await requireWorkspaceRole(db, userId, workspaceId, least);
  const schedule = await findWorkspaceSchedule(db, workspaceId, id);
  if (!schedule) throw scheduleNotFound();
  return schedule;
}

/**
 * The period Preview and Send now report: the last complete week (Monday to Sunday) or month on the
 * schedule's clock, the one a send leaving at `now` would hold. `key` names the send in
 * report_schedule_sends.
 */
const periodNow = (schedule: ScheduleRow, now: Date, key: string): SendPeriod => ({
  ...periodOf(schedule.cadence, now, scheduleClock(schedule)),
  key,
});

/** The report and branding a send leaving now would carry, computed as the send computes them but kept nowhere. */
async function previewParts(db: Db, userId: string, workspaceId: string, id: string, now: Date) {
  const schedule = await memberSchedule(db, userId, workspaceId, id, 'viewer');
  const period = periodNow(schedule, now, 'preview');
  const blocked = cannotRun(schedule);
  if (blocked) throw new HttpError(409, blocked, 'SCHEDULE_CANNOT_RUN');
  const content = await reportContent(db, reportAccountOf(schedule, schedule.actingOwnerId!), schedule.kind, period, { keep: false });
  return { schedule, period, content, branding: await reportBrandingOf(db, workspaceId) };
}

/** The e-mail a send leaving now would mail its recipients (any member may look). */
export async function previewEmail(db: Db, userId: string, workspaceId: string, id: string, now = new Date()): Promise<SchedulePreview> {
  const { schedule, period, content, branding } = await previewParts(db, userId, workspaceId, id, now);
  const message = reportMessage(content, branding, schedule.recipients, Buffer.alloc(0), reportFileName(schedule, period));
  return {
    to: message.to,
    subject: message.subject,
    html: browserHtml(message, branding),
    text: message.text,
    period: { from: period.from, to: period.to },
    attachments: (message.attachments ?? []).filter((file) => !file.cid).map(({ filename, contentType }) => ({ filename, contentType })),
  };
}

/** The PDF a send leaving now would attach, and its file name. */
export async function previewPdf(db: Db, userId: string, workspaceId: string, id: string, now = new Date()): Promise<{ fileName: string; pdf: Buffer }> {
  const { schedule, period, content, branding } = await previewParts(db, userId, workspaceId, id, now);
  return { fileName: reportFileName(schedule, period), pdf: await renderReportPdf(content, branding) };
}

/**
 * A send's id from the request's Idempotency-Key: the same member, schedule, target and key always
 * name the same send (so a repeated request is the same job), and no two differ only in one of them.
 * A SHA-256 written as a version-8 UUID, the job id pg-boss keys jobs by.
 */
function sendIdOf(scheduleId: string, userId: string, to: SendNowTarget, key: string): string {
  const hex = createHash('sha256')
    .update(JSON.stringify([scheduleId, userId, to, key]))
    .digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function toSend(id: string, schedule: ScheduleRow, { job, state, error }: QueuedSend): ScheduleSend {
  return {
    id,
    scheduleId: schedule.id,
    to: job.now?.to ?? 'recipients',
    recipients: recipientsOf(schedule, job.now),
    period: { from: job.period.from, to: job.period.to },
    state,
    error,
  };
}

export type SendNowDeps = {
  db: Db;
  queue: ScheduleQueue;
  mailConfigured: boolean;
  /** Counts one new send against the limit, throwing 429 past it; a repeated request is not counted. */
  countSend: () => Promise<void>;
};

const mailNotConfigured = () => new HttpError(409, MAIL_NOT_CONFIGURED, 'MAIL_NOT_CONFIGURED');

/**
 * Send now (an editor's): queues the send on the scheduled sends' own queue, where the same claim makes
 * it go once however often its job runs. With an Idempotency-Key the send's id is derived from it, so a
 * repeated request finds its send and queues nothing; without one every request is a new send.
 */
export async function sendNow(
  deps: SendNowDeps,
  userId: string,
  workspaceId: string,
  id: string,
  to: SendNowTarget,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<ScheduleSend> {
  const schedule = await memberSchedule(deps.db, userId, workspaceId, id, 'schedules.manage');
  if (!deps.mailConfigured) throw mailNotConfigured();
  const sendId = idempotencyKey === undefined ? randomUUID() : sendIdOf(schedule.id, userId, to, idempotencyKey);
  const earlier = await deps.queue.findSend(sendId);
  if (earlier) return toSend(sendId, schedule, earlier);
  await deps.countSend();
  const member = await findUserById(deps.db, userId);
  if (!member) throw notFound('User not found');
  const job = { scheduleId: schedule.id, period: periodNow(schedule, now, `now:${sendId}`), now: { to, requestedBy: userId, address: member.email } };
  await deps.queue.sendNow(sendId, job);
  return toSend(sendId, schedule, (await deps.queue.findSend(sendId)) ?? { job, state: 'queued', error: null });
}

/** Where a Send now stands (any member may ask); another schedule's send, or a scheduled send, is a 404. */
export async function getSend(db: Db, queue: ScheduleQueue, userId: string, workspaceId: string, id: string, sendId: string): Promise<ScheduleSend> {
  const schedule = await memberSchedule(db, userId, workspaceId, id, 'viewer');
  const found = await queue.findSend(sendId);
  if (!found || found.job.scheduleId !== schedule.id || !found.job.now) throw notFound('Send not found');
  return toSend(sendId, schedule, found);
}
