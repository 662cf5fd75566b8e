// `app.mail`: sends e-mail in the background so a request never waits on the mail server (and the reply time
// does not depend on whether a message was sent at all). Shutdown waits for messages still on their way.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type MailMessage, type Mailer } from './mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailQueue;
  }
}

export interface MailQueue {
  /** Starts the delivery and returns at once; a failure is logged, never thrown at the caller. */
  sendLater(message: MailMessage): void;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

export interface MailPluginOptions {
  smtpUrl: string | null;
  from: string;
  isProduction: boolean;
  /** Replaces the SMTP mailer (tests that need to see a failure). */
  mailer?: Mailer;
}

export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailPluginOptions) => {
    const mailer = options.mailer ?? createMailer({ ...options, log: app.log });
    const pending = new Set<Promise<void>>();

    const queue: MailQueue = {
      sendLater(message) {
        const delivery = mailer
          .send(message)
          .catch((error: unknown) =>
            app.log.error({ err: error, subject: message.subject }, 'e-mail not sent'),
          )
          .finally(() => pending.delete(delivery));
        pending.add(delivery);
      },
      async settled() {
        await Promise.all([...pending]);
      },
    };
    app.decorate('mail', queue);
    app.addHook('onClose', async () => {
      await queue.settled();
      mailer.close();
    });
  },
  { name: 'estiba-mail' },
);
