import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { igAccounts, reports } from '../../db/schema';
import { isUuid } from '../../lib/uuid';

export type ReportKind = (typeof reports.$inferSelect)['kind'];
export type NewReport = { userId: string; accountId: string; kind: ReportKind; title: string; parameters: unknown; results: unknown };

const summaryColumns = {
  id: reports.id,
  accountId: reports.accountId,
  accountUsername: igAccounts.username,
  kind: reports.kind,
  title: reports.title,
  generatedAt: reports.generatedAt,
};

/** Always a new row: a report is a dated snapshot, and regenerating one never touches the older ones. */
export async function insertReport(db: Db, report: NewReport): Promise<string> {
  const [row] = await db.insert(reports).values(report).returning({ id: reports.id });
  return row.id;
}

/** The user's reports without their (large) results, newest first. */
export async function listUserReports(db: Db, userId: string, accountId?: string) {
  return db
    .select(summaryColumns)
    .from(reports)
    .innerJoin(igAccounts, eq(igAccounts.id, reports.accountId))
    .where(and(eq(reports.userId, userId), accountId ? eq(reports.accountId, accountId) : undefined))
    .orderBy(desc(reports.generatedAt), desc(reports.id));
}

/** One of the user's reports in full; null for anyone else's and for an id that is not one. */
export async function findUserReport(db: Db, userId: string, reportId: string) {
  if (!isUuid(reportId)) return null;
  const [row] = await db
    .select({ ...summaryColumns, parameters: reports.parameters, results: reports.results })
    .from(reports)
    .innerJoin(igAccounts, eq(igAccounts.id, reports.accountId))
    .where(and(eq(reports.id, reportId), eq(reports.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Renames one of the user's reports; false when it is not theirs (or not a report). */
export async function renameUserReport(db: Db, userId: string, reportId: string, title: string): Promise<boolean> {
  if (!isUuid(reportId)) return false;
  const renamed = await db
    .update(reports)
    .set({ title })
    .where(and(eq(reports.id, reportId), eq(reports.userId, userId)))
    .returning({ id: reports.id });
  return renamed.length > 0;
}

/** Deletes one of the user's reports; false when it is not theirs (or not a report). */
export async function deleteUserReport(db: Db, userId: string, reportId: string): Promise<boolean> {
  if (!isUuid(reportId)) return false;
  const deleted = await db
    .delete(reports)
    .where(and(eq(reports.id, reportId), eq(reports.userId, userId)))
    .returning({ id: reports.id });
  return deleted.length > 0;
}
