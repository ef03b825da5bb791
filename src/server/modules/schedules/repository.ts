import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { igAccounts, reportScheduleSends, reportSchedules, workspaceMembers, workspaces, type ScheduleStatus } from '../../db/schema';
import { isUuid } from '../../lib/uuid';

export type NewSchedule = typeof reportSchedules.$inferInsert;
export type ScheduleChanges = Partial<Pick<NewSchedule, 'accountId' | 'kind' | 'cadence' | 'recipients' | 'nextRunAt'>>;

const scheduleColumns = {
  id: reportSchedules.id,
  workspaceId: reportSchedules.workspaceId,
  accountId: reportSchedules.accountId,
  accountUsername: igAccounts.username,
  kind: reportSchedules.kind,
  cadence: reportSchedules.cadence,
  recipients: reportSchedules.recipients,
  nextRunAt: reportSchedules.nextRunAt,
  lastRunAt: reportSchedules.lastRunAt,
  lastStatus: reportSchedules.lastStatus,
  lastError: reportSchedules.lastError,
  workspaceTimezone: workspaces.timezone,
  accountTimezone: igAccounts.timezone,
  /**
   * Whom a send reads the account's figures as: the workspace's longest-standing owner, since a schedule
   * belongs to its workspace and runs with the workspace's right to its accounts (never as the member who
   * connected the account, who may have left or become a viewer). The last-owner rule keeps one.
   */
  actingOwnerId: sql<
    string | null
  >`(select ${workspaceMembers.userId} from ${workspaceMembers} where ${workspaceMembers.workspaceId} = ${reportSchedules.workspaceId} and ${workspaceMembers.role} = 'owner' order by ${workspaceMembers.createdAt}, ${workspaceMembers.userId} limit 1)`,
  /** Whether the account is still the workspace's: one moved to another workspace is not reported here. */
  accountInWorkspace: sql<boolean>`${igAccounts.workspaceId} = ${reportSchedules.workspaceId}`,
};

const withAccountAndWorkspace = (db: Db) =>
  db
    .select(scheduleColumns)
    .from(reportSchedules)
    .innerJoin(igAccounts, eq(igAccounts.id, reportSchedules.accountId))
    .innerJoin(workspaces, eq(workspaces.id, reportSchedules.workspaceId));

export type ScheduleRow = Awaited<ReturnType<typeof listWorkspaceSchedules>>[number];

export function listWorkspaceSchedules(db: Db, workspaceId: string) {
  return withAccountAndWorkspace(db).where(eq(reportSchedules.workspaceId, workspaceId)).orderBy(asc(reportSchedules.createdAt), asc(reportSchedules.id));
}

/** One schedule of the workspace; null for another workspace's and for an id that is not one. */
export async function findWorkspaceSchedule(db: Db, workspaceId: string, id: string): Promise<ScheduleRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await withAccountAndWorkspace(db).where(and(eq(reportSchedules.id, id), eq(reportSchedules.workspaceId, workspaceId)));
  return row ?? null;
}

export async function findSchedule(db: Db, id: string): Promise<ScheduleRow | null> {
  const [row] = await withAccountAndWorkspace(db).where(eq(reportSchedules.id, id));
  return row ?? null;
}

/** The clocks a schedule of this account would run on: the workspace's zone and the account's; null when the account is not the workspace's. */
export async function accountClocks(db: Db, workspaceId: string, accountId: string) {
  const [row] = await db
    .select({ workspaceTimezone: workspaces.timezone, accountTimezone: igAccounts.timezone })
    .from(igAccounts)
    .innerJoin(workspaces, eq(workspaces.id, igAccounts.workspaceId))
    .where(and(eq(igAccounts.id, accountId), eq(igAccounts.workspaceId, workspaceId)));
  return row ?? null;
}

export async function insertSchedule(db: Db, schedule: NewSchedule): Promise<string> {
  const [row] = await db.insert(reportSchedules).values(schedule).returning({ id: reportSchedules.id });
  return row.id;
}

export async function updateWorkspaceSchedule(db: Db, workspaceId: string, id: string, changes: ScheduleChanges): Promise<boolean> {
  const updated = await db
    .update(reportSchedules)
    .set(changes)
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.workspaceId, workspaceId)))
    .returning({ id: reportSchedules.id });
  return updated.length > 0;
}

export async function deleteWorkspaceSchedule(db: Db, workspaceId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db
    .delete(reportSchedules)
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.workspaceId, workspaceId)))
    .returning({ id: reportSchedules.id });
  return deleted.length > 0;
}

/** Schedules whose send time has come. */
export function dueSchedules(db: Db, now: Date) {
  return withAccountAndWorkspace(db).where(lte(reportSchedules.nextRunAt, now));
}

/** Moves a due schedule on to its next send, if nobody did meanwhile (another server's sweep). */
export async function advanceSchedule(db: Db, id: string, dueAt: Date, nextRunAt: Date): Promise<boolean> {
  const moved = await db
    .update(reportSchedules)
    .set({ nextRunAt })
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.nextRunAt, dueAt)))
    .returning({ id: reportSchedules.id });
  return moved.length > 0;
}

/**
 * Claims the send of a schedule's period for one job: true for the first job to claim it, and again for
 * that job's retries; false for any other job, or once the period was sent.
 */
export async function claimSend(db: Db, scheduleId: string, period: string, jobId: string): Promise<boolean> {
  await db.insert(reportScheduleSends).values({ scheduleId, period, jobId }).onConflictDoNothing();
  const [row] = await db
    .select({ jobId: reportScheduleSends.jobId, sentAt: reportScheduleSends.sentAt })
    .from(reportScheduleSends)
    .where(and(eq(reportScheduleSends.scheduleId, scheduleId), eq(reportScheduleSends.period, period)));
  return row?.jobId === jobId && row.sentAt === null;
}

export async function markPeriodSent(db: Db, scheduleId: string, period: string): Promise<void> {
  await db
    .update(reportScheduleSends)
    .set({ sentAt: sql`now()` })
    .where(and(eq(reportScheduleSends.scheduleId, scheduleId), eq(reportScheduleSends.period, period)));
}

export async function setScheduleStatus(db: Db, id: string, status: ScheduleStatus, error: string | null): Promise<void> {
  await db
    .update(reportSchedules)
    .set({ lastStatus: status, lastError: error, lastRunAt: sql`now()` })
    .where(eq(reportSchedules.id, id));
}
