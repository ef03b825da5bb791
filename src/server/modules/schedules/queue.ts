import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client';
import type { QueueLog } from '../../jobs/keyedWorker';
import { jobErrorText, startLeasedQueue } from '../../jobs/leasedQueue';
import { PGBOSS_SCHEMA, type LeaseTimes } from '../../jobs/queueSql';
import { nextRunAfter, periodOf } from './period';
import { advanceSchedule, dueSchedules } from './repository';
import { scheduleClock } from './clock';
import { MAIL_NOT_CONFIGURED, sendFailed, sendScheduledReport, type ScheduledSendJob, type SendDeps, type SendOutcome } from './sendScheduled';

/** Every minute, once across all servers (a pg-boss schedule), due schedules are turned into send jobs. */
const SCHEDULE_SWEEP_QUEUE = 'report-schedule-sweep';
const SWEEP_CRON = '* * * * *';
/** One send of one schedule's period, retried with backoff; 'stately' with the key (schedule, period). */
export const SCHEDULED_REPORT_QUEUE = 'scheduled-report';
/** Rendering and sending a report takes seconds: an attempt running this long is failed and retried. */
const SEND_MAX_RUN_SECONDS = 10 * 60;
const RECOVERED_REASON = 'The server sending it stopped; it is sent again, under the same Message-ID.';

export type ScheduleQueueSettings = {
  pollingIntervalSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
  /** A running send's lease, as the sync queue's (jobs/syncQueue.ts): a server killed mid-send is found within about a minute. */
  lease: LeaseTimes;
};
export type ScheduleQueueLog = QueueLog;

/** Where a send stands, as its job says: waiting, running, waiting for a retry (with the last error), or done. */
export type QueuedSend = {
  job: ScheduledSendJob;
  state: 'queued' | 'sending' | 'retrying' | 'sent' | 'failed';
  error: string | null;
};

export type ScheduleQueue = {
  /** What the cron does: queues a send for every schedule due at `now` and moves it to its next time. */
  sweep(now?: Date): Promise<string[]>;
  /**
   * Queues one Send now under its id: a second call with the same id queues nothing (false), so a
   * repeated request sends once.
   */
  sendNow(sendId: string, job: ScheduledSendJob): Promise<boolean>;
  /** The send queued under `sendId`, or null when no job has that id. */
  findSend(sendId: string): Promise<QueuedSend | null>;
  stop(): Promise<void>;
};

type JobOutput = { outcome: SendOutcome };

/**
 * Scheduled reports on pg-boss, in the app's own database like the sync queue (jobs/syncQueue.ts). A
 * period is sent once however many servers run: the cron fires once per minute across them, the send
 * job's singleton key is (schedule, period) on a 'stately' queue so a second one is refused while the
 * first waits or runs, the schedule moves on only if no other sweep moved it, and the send itself is
 * claimed per (schedule, period) in report_schedule_sends.
 */
export async function startScheduleQueue(
  handle: DatabaseHandle,
  deps: SendDeps,
  settings: ScheduleQueueSettings,
  log: ScheduleQueueLog,
): Promise<ScheduleQueue> {
  const boss = new PgBoss({
    db: { executeSql: handle.executeSql },
    schema: PGBOSS_SCHEMA,
    cronMonitorIntervalSeconds: Math.min(30, Math.max(1, settings.pollingIntervalSeconds * 2)),
  });
  boss.on('error', (error) => log.warn({ err: error }, `report schedules: ${error.message}`));
  await boss.start();
  await boss.createQueue(SCHEDULE_SWEEP_QUEUE, { name: SCHEDULE_SWEEP_QUEUE, policy: 'short' });
  await boss.createQueue(SCHEDULED_REPORT_QUEUE, { name: SCHEDULED_REPORT_QUEUE, policy: 'stately' });

  // Replaced by the lease once a worker takes the job; it bounds nothing while the job waits.
  const retries = { retryLimit: settings.retryLimit, retryDelay: settings.retryDelaySeconds, retryBackoff: true, expireInSeconds: settings.lease.seconds };

  const sweep = async (now = new Date()): Promise<string[]> => {
    const queued: string[] = [];
    for (const schedule of await dueSchedules(deps.db, now)) {
      const clock = scheduleClock(schedule);
      const period = periodOf(schedule.cadence, schedule.nextRunAt, clock);
      const job: ScheduledSendJob = { scheduleId: schedule.id, period };
      const jobId = await boss.send(SCHEDULED_REPORT_QUEUE, job, { singletonKey: `${schedule.id}:${period.key}`, ...retries });
      // A server that was down past several send times sends the latest period only, then resumes.
      const later = now > schedule.nextRunAt ? now : schedule.nextRunAt;
      await advanceSchedule(deps.db, schedule.id, schedule.nextRunAt, nextRunAfter(schedule.cadence, clock, later));
      if (jobId) queued.push(jobId);
    }
    return queued;
  };

  // A send whose server died (kill -9, power loss) is found by its lapsed lease on any server and retried.
  const running = await startLeasedQueue<ScheduledSendJob>({
    boss,
    executeSql: handle.executeSql,
    queue: SCHEDULED_REPORT_QUEUE,
    pollingIntervalSeconds: settings.pollingIntervalSeconds,
    lease: settings.lease,
    maxRunSeconds: SEND_MAX_RUN_SECONDS,
    log,
    onRecovered: (job) => sendFailed(deps, job.data, RECOVERED_REASON, job.retrying),
    handle: async (job) => {
      try {
        const outcome = await sendScheduledReport(deps, job.id, job.data);
        if (outcome !== 'skipped') log.info({ scheduleId: job.data.scheduleId, period: job.data.period.key }, `report schedules: ${outcome}`);
        // Kept as the job's output: how a Send now ended (findSend).
        return { outcome } satisfies JobOutput;
      } catch (error) {
        const retrying = job.retryCount < job.retryLimit;
        await sendFailed(deps, job.data, jobErrorText(error), retrying);
        log.warn({ err: error, scheduleId: job.data.scheduleId, retrying }, `report schedules: a send failed${retrying ? ', retrying' : ''}`);
        throw error;
      }
    },
  });
  await boss.work(SCHEDULE_SWEEP_QUEUE, { pollingIntervalSeconds: settings.pollingIntervalSeconds }, async () => {
    await sweep();
  });
  await boss.schedule(SCHEDULE_SWEEP_QUEUE, SWEEP_CRON);

  const sendNow = async (sendId: string, job: ScheduledSendJob): Promise<boolean> =>
    // The id is the job's: pg-boss inserts a job whose id is taken as nothing (and answers null).
    (await boss.send(SCHEDULED_REPORT_QUEUE, job, { id: sendId, singletonKey: `${job.scheduleId}:${job.period.key}`, ...retries })) !== null;

  const findSend = async (sendId: string): Promise<QueuedSend | null> => {
    const found = await boss.getJobById<ScheduledSendJob>(SCHEDULED_REPORT_QUEUE, sendId, { includeArchive: true });
    if (!found) return null;
    const output = (found.output ?? null) as JobOutput | { message?: string; value?: string } | null;
    const message = output && 'message' in output ? (output.message ?? null) : output && 'value' in output ? (output.value ?? null) : null;
    switch (found.state) {
      case 'created':
        return { job: found.data, state: 'queued', error: null };
      case 'active':
        return { job: found.data, state: 'sending', error: null };
      case 'retry':
        return { job: found.data, state: 'retrying', error: message };
      case 'completed':
        // 'skipped' is a job that found its send already done by an earlier one with its id.
        return output && 'outcome' in output && output.outcome === 'not-sent'
          ? { job: found.data, state: 'failed', error: MAIL_NOT_CONFIGURED }
          : { job: found.data, state: 'sent', error: null };
      default:
        return { job: found.data, state: 'failed', error: message ?? 'The send was cancelled' };
    }
  };

  return { sweep, sendNow, findSend, stop: () => running.stop() };
}
