// The e-mail telling a merchant that one of their webhook endpoints was disabled after failing for five days,
// in the account's language (English, or the one Spanish text the other mails use).
import type { MailMessage } from '../../platform/mail/mailer.js';
import { escapeHtml, mailLanguage } from '../password-reset/email.js';

const TEXTS = {
  en: {
    subject: 'An Estiba webhook endpoint was disabled',
    greeting: (name: string) => `Hello ${name},`,
    intro: (url: string) =>
      `Estiba has stopped sending webhooks to ${url}: every delivery to it failed for 5 days.`,
    action:
      'Fix the endpoint, enable it again on the Get API Token page, and replay the failed deliveries from its log.',
    signature: 'The Estiba team',
  },
  es: {
    subject: 'Se desactivó un endpoint de webhooks de Estiba',
    greeting: (name: string) => `Hola ${name}:`,
    intro: (url: string) =>
      `Estiba dejó de enviar webhooks a ${url}: todas las entregas fallaron durante 5 días.`,
    action:
      'Corrige el endpoint, actívalo de nuevo en la página del token de API y reenvía las entregas fallidas desde su registro.',
    signature: 'El equipo de Estiba',
  },
} as const;

export function endpointDisabledMail(input: {
  email: string;
  display_name: string;
  lang: string;
  url: string;
}): MailMessage {
  const language = mailLanguage(input.lang);
  const t = TEXTS[language];
  const lines = [t.greeting(input.display_name), t.intro(input.url), t.action, t.signature];
  return {
    to: input.email,
    subject: t.subject,
    text: lines.join('\n\n'),
    html: `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</body>
</html>`,
  };
}
