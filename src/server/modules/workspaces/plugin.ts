import type { DatabaseHandle } from '../../db/client';
import { JOB_LEASE } from '../../jobs/syncQueue';
import { sharedPlugin } from '../../plugins/sharedPlugin';
import { startInvitationMailQueue, type InvitationMailQueue } from './invitationQueue';

declare module 'fastify' {
  interface FastifyInstance {
    invitationMail: InvitationMailQueue;
  }
}

/** The queue that e-mails invitation links (docs/workspaces.md); it stops before the database closes. */
export const invitationMailPlugin = sharedPlugin<{ database: DatabaseHandle }>(
  { name: 'invitation-mail', dependencies: ['core', 'mail', 'sync-pipeline'] },
  async (app, { database }) => {
    const { pollingIntervalSeconds, retryLimit, retryDelaySeconds } = app.config.sync;
    const queue = await startInvitationMailQueue(
      database,
      { db: database.db, mailer: app.mailer, cipher: app.tokenCipher },
      { pollingIntervalSeconds, retryLimit, retryDelaySeconds, lease: JOB_LEASE },
      app.log,
    );
    app.decorate('invitationMail', queue);
    app.addHook('onClose', () => queue.stop());
  },
);
