import type { Schedule, ScheduleBody, ScheduleList, ScheduleUpdateBody } from '../../../shared/schedules';
import type { Db } from '../../db/client';
import { notFound } from '../../http/httpError';
import { accountTimeZone } from '../analytics/timeZones';
import { requireWorkspaceRole } from '../workspaces/public';
import { nextRunAfter } from './period';
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

/** A schedule runs on its workspace's zone, else its account's (issue #22). */
export const scheduleClock = (clocks: { workspaceTimezone: string | null; accountTimezone: string }) =>
  accountTimeZone(clocks.workspaceTimezone ?? clocks.accountTimezone);

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
  await requireWorkspaceRole(db, userId, workspaceId, 'editor');
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
  return toSchedule((await findWorkspaceSchedule(db, workspaceId, id))!);
}

/** Changes what is sent, how often or to whom; a new cadence or account moves the next send accordingly. */
export async function updateSchedule(db: Db, userId: string, workspaceId: string, id: string, body: ScheduleUpdateBody, now = new Date()): Promise<Schedule> {
  await requireWorkspaceRole(db, userId, workspaceId, 'editor');
  const current = await findWorkspaceSchedule(db, workspaceId, id);
  if (!current) throw scheduleNotFound();
  const changes: ScheduleChanges = { ...body, ...(body.recipients ? { recipients: uniqueAddresses(body.recipients) } : {}) };
  if (body.accountId || body.cadence) {
    const clocks = await accountClocks(db, workspaceId, body.accountId ?? current.accountId);
    if (!clocks) throw accountNotFound();
    changes.nextRunAt = nextRunAfter(body.cadence ?? current.cadence, scheduleClock(clocks), now);
  }
  await updateWorkspaceSchedule(db, workspaceId, id, changes);
  return toSchedule((await findWorkspaceSchedule(db, workspaceId, id))!);
}

export async function deleteSchedule(db: Db, userId: string, workspaceId: string, id: string): Promise<void> {
  await requireWorkspaceRole(db, userId, workspaceId, 'editor');
  if (!(await deleteWorkspaceSchedule(db, workspaceId, id))) throw scheduleNotFound();
}
