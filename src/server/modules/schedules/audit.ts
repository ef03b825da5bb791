import { SCHEDULED_REPORT_LABELS, type SendNowTarget } from '../../../shared/schedules';
import type { Db } from '../../db/client';
import type { ScheduleCadence, ScheduledReportKind } from '../../db/schema';
import { dayRange } from '../reports/public';
import { recordAudit } from '../workspaces/public';
import type { SendPeriod } from './period';

/**
 * The schedules' lines in the workspace's audit log. The log shows "{actor} {action} {subject}", so each
 * subject reads on from the action's words (client/features/workspaces/AuditSection.tsx), e.g. "Ana
 * scheduled | the weekly dashboard summary of @corner_cafe, to 2 recipients". A scheduled send has no
 * member behind it: its lines are the app's own, under SCHEDULE_ACTOR.
 */
const SCHEDULE_ACTOR = 'The schedule';

type Described = { kind: ScheduledReportKind; cadence: ScheduleCadence; accountUsername: string };

export const describeSchedule = ({ kind, cadence, accountUsername }: Described) =>
  `the ${cadence} ${SCHEDULED_REPORT_LABELS[kind].toLowerCase()} of @${accountUsername}`;

const addresses = (count: number) => `${count} recipient${count === 1 ? '' : 's'}`;

export const createdSubject = (schedule: Described & { recipients: string[] }) => `${describeSchedule(schedule)}, to ${addresses(schedule.recipients.length)}`;

type Changeable = Described & { recipients: string[] };

/** What a change changed, in words: "monthly instead of weekly; recipients added a@x, removed b@y". */
export function changedSubject(before: Changeable, after: Changeable): string {
  const changes: string[] = [];
  if (before.accountUsername !== after.accountUsername) changes.push(`@${after.accountUsername} instead of @${before.accountUsername}`);
  if (before.kind !== after.kind)
    changes.push(`${SCHEDULED_REPORT_LABELS[after.kind].toLowerCase()} instead of ${SCHEDULED_REPORT_LABELS[before.kind].toLowerCase()}`);
  if (before.cadence !== after.cadence) changes.push(`${after.cadence} instead of ${before.cadence}`);
  const added = after.recipients.filter((address) => !before.recipients.includes(address));
  const removed = before.recipients.filter((address) => !after.recipients.includes(address));
  const recipientChanges = [added.length ? `added ${added.join(', ')}` : '', removed.length ? `removed ${removed.join(', ')}` : ''].filter(Boolean);
  if (recipientChanges.length) changes.push(`recipients ${recipientChanges.join(', ')}`);
  return `${describeSchedule(before)}: ${changes.length ? changes.join('; ') : 'nothing changed'}`;
}

/** Who the send went to: the schedule's recipients (how many), or the one member who asked. */
export type SendAudience = { to: 'scheduled' } | { to: SendNowTarget; requestedBy: string };

/** The days a send reports as its report says them (a peer comparison's are the peers' last 30). */
export const periodText = (period: SendPeriod) => dayRange(period.from, period.to);

function sendSubject({ schedule, periodText: days, audience, recipients }: SendRecord): string {
  const what = `${describeSchedule(schedule)} for ${days}`;
  if (audience.to === 'scheduled') return `${what} to its ${addresses(recipients.length)}`;
  if (audience.to === 'me') return `${what} only to ${recipients.join(', ')}, with Send now`;
  return `${what} to its ${addresses(recipients.length)}, with Send now`;
}

const actorOf = (audience: SendAudience) => (audience.to === 'scheduled' ? { actorId: null, actorName: SCHEDULE_ACTOR } : { actorId: audience.requestedBy });

export type SendRecord = { workspaceId: string; schedule: Described; periodText: string; audience: SendAudience; recipients: string[] };

export const auditSent = (db: Db, record: SendRecord) =>
  recordAudit(db, { workspaceId: record.workspaceId, ...actorOf(record.audience), action: 'schedule.sent', subject: sendSubject(record) });

export const auditFailed = (db: Db, record: SendRecord, reason: string) =>
  recordAudit(db, { workspaceId: record.workspaceId, ...actorOf(record.audience), action: 'schedule.failed', subject: `${sendSubject(record)}: ${reason}` });
