// The password reset e-mail, in the account's language (English or Spanish), as text and as HTML.
import type { MailMessage } from '../../platform/mail/mailer.js';

export type MailLanguage = 'en' | 'es';

interface ResetTexts {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  action: string;
  validity: string;
  ignore: string;
  signature: string;
}

const TEXTS: Record<MailLanguage, ResetTexts> = {
  en: {
    subject: 'Reset your Estiba password',
    greeting: (name) => `Hello ${name},`,
    intro: 'We received a request to reset the password of your Estiba account.',
    action: 'Choose a new password',
    validity: 'The link works once and expires in 1 hour.',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    signature: 'The Estiba team',
  },
  es: {
    subject: 'Restablece tu contraseña de Estiba',
    greeting: (name) => `Hola ${name}:`,
    intro: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Estiba.',
    action: 'Elegir una nueva contraseña',
    validity: 'El enlace funciona una sola vez y vence en 1 hora.',
    ignore: 'Si no lo pediste, ignora este correo: tu contraseña no cambia.',
    signature: 'El equipo de Estiba',
  },
};

export function mailLanguage(lang: string): MailLanguage {
  return /^es\b/i.test(lang) ? 'es' : 'en';
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

export interface ResetMailInput {
  to: string;
  displayName: string;
  lang: string;
  link: string;
}

export function passwordResetMail({ to, displayName, lang, link }: ResetMailInput): MailMessage {
  const language = mailLanguage(lang);
  const t = TEXTS[language];
  const text = [
    t.greeting(displayName),
    '',
    t.intro,
    '',
    `${t.action}: ${link}`,
    '',
    t.validity,
    t.ignore,
    '',
    t.signature,
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>${escapeHtml(t.greeting(displayName))}</p>
<p>${escapeHtml(t.intro)}</p>
<p><a href="${href}" style="display: inline-block; padding: 12px 20px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(t.action)}</a></p>
<p style="word-break: break-all"><a href="${href}">${href}</a></p>
<p>${escapeHtml(t.validity)}<br>${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.signature)}</p>
</body>
</html>`;
  return { to, subject: t.subject, text, html };
}
