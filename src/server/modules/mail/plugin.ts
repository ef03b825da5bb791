import { sharedPlugin } from '../../plugins/sharedPlugin';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** app.mailer: SMTP through nodemailer when SMTP_URL is set (docs/mail.md), else a mailer that says it is off. */
export const mailPlugin = sharedPlugin({ name: 'mail', dependencies: ['core'] }, async (app) => {
  const mailer = createMailer(app.config.mail);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
});
