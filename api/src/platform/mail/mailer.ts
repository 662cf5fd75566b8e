// Outgoing e-mail through SMTP (SMTP_URL). Without SMTP_URL nothing is delivered: outside production the message
// is written to the log, so a developer can still follow a reset link; in production only a warning is.
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** An unreachable mail server must not hold a delivery (and the shutdown waiting for it) for minutes. */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  isProduction: boolean;
  log: FastifyBaseLogger;
}

function smtpMailer(transport: Transporter, from: string): Mailer {
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

function logMailer({ isProduction, log }: MailerOptions): Mailer {
  return {
    async send(message) {
      if (isProduction) {
        log.warn({ subject: message.subject }, 'SMTP_URL is not set: an e-mail was not sent');
      } else {
        log.info(
          { mail: { to: message.to, subject: message.subject, text: message.text } },
          'e-mail (not sent: no SMTP_URL)',
        );
      }
    },
    close: () => undefined,
  };
}

export function createMailer(options: MailerOptions): Mailer {
  if (!options.smtpUrl) return logMailer(options);
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return smtpMailer(transport, options.from);
}
