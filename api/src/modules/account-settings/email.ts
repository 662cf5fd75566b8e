// The e-mail change's two messages, in the account's language: the confirmation link to the new address, and
// the notice to the old one once the change is made (so a change the owner did not make does not go unseen).
import type { MailMessage } from '../../platform/mail/mailer.js';
import { escapeHtml, mailLanguage, type MailLanguage } from '../password-reset/email.js';

interface Texts {
  confirmSubject: string;
  greeting: (name: string) => string;
  confirmIntro: (email: string) => string;
  confirmAction: string;
  validity: string;
  ignore: string;
  changedSubject: string;
  changedIntro: (email: string) => string;
  changedHelp: string;
  signature: string;
}

const TEXTS: Record<MailLanguage, Texts> = {
  en: {
    confirmSubject: 'Confirm your new Estiba e-mail address',
    greeting: (name) => `Hello ${name},`,
    confirmIntro: (email) => `Confirm that ${email} is the new e-mail address of your Estiba account.`,
    confirmAction: 'Confirm this address',
    validity: 'The link works once and expires in 24 hours.',
    ignore: 'If you did not ask for this, ignore this e-mail: nothing changes.',
    changedSubject: 'Your Estiba e-mail address was changed',
    changedIntro: (email) => `The e-mail address of your Estiba account is now ${email}.`,
    changedHelp: 'If you did not make this change, write to support at once.',
    signature: 'The Estiba team',
  },
  es: {
    confirmSubject: 'Confirma tu nuevo correo de Estiba',
    greeting: (name) => `Hola ${name}:`,
    confirmIntro: (email) => `Confirma que ${email} es el nuevo correo de tu cuenta de Estiba.`,
    confirmAction: 'Confirmar este correo',
    validity: 'El enlace funciona una sola vez y vence en 24 horas.',
    ignore: 'Si no lo pediste, ignora este correo: nada cambia.',
    changedSubject: 'Cambió el correo de tu cuenta de Estiba',
    changedIntro: (email) => `El correo de tu cuenta de Estiba ahora es ${email}.`,
    changedHelp: 'Si no hiciste este cambio, escribe a soporte de inmediato.',
    signature: 'El equipo de Estiba',
  },
};

function page(language: MailLanguage, subject: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
${body}
</body>
</html>`;
}

export function emailConfirmationMail(input: {
  to: string;
  displayName: string;
  lang: string;
  link: string;
}): MailMessage {
  const language = mailLanguage(input.lang);
  const t = TEXTS[language];
  const text = [
    t.greeting(input.displayName),
    '',
    t.confirmIntro(input.to),
    '',
    `${t.confirmAction}: ${input.link}`,
    '',
    t.validity,
    t.ignore,
    '',
    t.signature,
  ].join('\n');
  const href = escapeHtml(input.link);
  const html = page(
    language,
    t.confirmSubject,
    `<p>${escapeHtml(t.greeting(input.displayName))}</p>
<p>${escapeHtml(t.confirmIntro(input.to))}</p>
<p><a href="${href}" style="display: inline-block; padding: 12px 20px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(t.confirmAction)}</a></p>
<p style="word-break: break-all"><a href="${href}">${href}</a></p>
<p>${escapeHtml(t.validity)}<br>${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.signature)}</p>`,
  );
  return { to: input.to, subject: t.confirmSubject, text, html };
}

export function emailChangedMail(input: {
  to: string;
  displayName: string;
  lang: string;
  newEmail: string;
}): MailMessage {
  const language = mailLanguage(input.lang);
  const t = TEXTS[language];
  const text = [
    t.greeting(input.displayName),
    '',
    t.changedIntro(input.newEmail),
    t.changedHelp,
    '',
    t.signature,
  ].join('\n');
  const html = page(
    language,
    t.changedSubject,
    `<p>${escapeHtml(t.greeting(input.displayName))}</p>
<p>${escapeHtml(t.changedIntro(input.newEmail))}</p>
<p>${escapeHtml(t.changedHelp)}</p>
<p>${escapeHtml(t.signature)}</p>`,
  );
  return { to: input.to, subject: t.changedSubject, text, html };
}
