import type { DatabaseHandle } from '../../db/client';
import { JOB_LEASE } from '../../jobs/syncQueue';
import { sharedPlugin } from '../../plugins/sharedPlugin';
import { startScheduleQueue, type ScheduleQueue } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    scheduleQueue: ScheduleQueue;
  }
}

/** The queue that sends scheduled reports; it stops before the database closes. */
export const scheduledReportsPlugin = sharedPlugin<{ database: DatabaseHandle }>(
  { name: 'scheduled-reports', dependencies: ['core', 'mail'] },
  async (app, { database }) => {
    const { pollingIntervalSeconds, retryLimit, retryDelaySeconds } = app.config.sync;
    const queue = await startScheduleQueue(
      database,
      { db: database.db, mailer: app.mailer },
      { pollingIntervalSeconds, retryLimit, retryDelaySeconds, lease: JOB_LEASE },
      app.log,
    );
    app.decorate('scheduleQueue', queue);
    app.addHook('onClose', () => queue.stop());
  },
);
