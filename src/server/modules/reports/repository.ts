import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { igAccounts, reports } from '../../db/schema';
import { isUuid } from '../../lib/uuid';

type ReportKind = (typeof reports.$inferSelect)['kind'];
export type NewReport = { userId: string; workspaceId: string; accountId: string; kind: ReportKind; title: string; parameters: unknown; results: unknown };

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

/** A workspace's reports without their (large) results, newest first. */
export async function listWorkspaceReports(db: Db, workspaceId: string, accountId?: string) {
  return db
    .select(summaryColumns)
    .from(reports)
    .innerJoin(igAccounts, eq(igAccounts.id, reports.accountId))
    .where(and(eq(reports.workspaceId, workspaceId), accountId ? eq(reports.accountId, accountId) : undefined))
    .orderBy(desc(reports.generatedAt), desc(reports.id));
}

/** A report in full with its workspace, whoever's it is (callers check the asker's role); null for an id that is not one. */
export async function findReport(db: Db, reportId: string) {
  if (!isUuid(reportId)) return null;
  const [row] = await db
    .select({ ...summaryColumns, workspaceId: reports.workspaceId, parameters: reports.parameters, results: reports.results })
    .from(reports)
    .innerJoin(igAccounts, eq(igAccounts.id, reports.accountId))
    .where(eq(reports.id, reportId))
    .limit(1);
  return row ?? null;
}

export async function renameStoredReport(db: Db, reportId: string, title: string): Promise<void> {
  await db.update(reports).set({ title }).where(eq(reports.id, reportId));
}

export async function deleteStoredReport(db: Db, reportId: string): Promise<void> {
  await db.delete(reports).where(eq(reports.id, reportId));
}
