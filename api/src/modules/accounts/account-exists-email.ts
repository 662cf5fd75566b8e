// The e-mail the owner of an account gets when someone signs up again with its address: sign-up answers such a
// request like any other (it must not tell a stranger which e-mails have accounts), so this is how the person,
// if it was them, learns what to do. In the account's language (English or Spanish), as text and as HTML.
import type { MailMessage } from '../../platform/mail/mailer.js';
import { escapeHtml, mailLanguage, type MailLanguage } from '../password-reset/email.js';

interface AccountExistsTexts {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  nothingChanged: string;
  signIn: string;
  /** Where to sign in when no link can be given. */
  signInNoLink: string;
  forgotten: string;
  ignore: string;
  signature: string;
}

const TEXTS: Record<MailLanguage, AccountExistsTexts> = {
  en: {
    subject: 'Your e-mail already has an Estiba account',
    greeting: (name) => `Hello ${name},`,
    intro: 'Someone, perhaps you, tried to create a new Estiba account with this e-mail address.',
    nothingChanged: 'It already has an account, so no new one was created and your account has not changed.',
    signIn: 'Sign in to your account',
    signInNoLink: 'Sign in to Estiba with this e-mail address.',
    forgotten: 'Forgot your password? Choose "Forgot password?" on the sign-in page to set a new one.',
    ignore: 'If it was not you, you can ignore this e-mail.',
    signature: 'The Estiba team',
  },
  es: {
    subject: 'Tu correo ya tiene una cuenta de Estiba',
    greeting: (name) => `Hola ${name}:`,
    intro: 'Alguien, quizá tú, intentó crear una nueva cuenta de Estiba con este correo electrónico.',
    nothingChanged: 'Ya tiene una cuenta, así que no se creó ninguna nueva y tu cuenta no cambió.',
    signIn: 'Iniciar sesión en tu cuenta',
    signInNoLink: 'Inicia sesión en Estiba con este correo electrónico.',
    forgotten:
      '¿Olvidaste tu contraseña? Elige "¿Olvidaste tu contraseña?" en la página de inicio de sesión para crear una nueva.',
    ignore: 'Si no fuiste tú, puedes ignorar este correo.',
    signature: 'El equipo de Estiba',
  },
};

export interface AccountExistsMailInput {
  to: string;
  displayName: string;
  lang: string;
  /** The product's sign-in page; left out of the mail when unknown. */
  signInLink: string | null;
}

export function accountExistsMail({
  to,
  displayName,
  lang,
  signInLink,
}: AccountExistsMailInput): MailMessage {
  const language = mailLanguage(lang);
  const t = TEXTS[language];
  const signIn = signInLink ? `${t.signIn}: ${signInLink}` : t.signInNoLink;
  const text = [
    t.greeting(displayName),
    '',
    t.intro,
    t.nothingChanged,
    '',
    signIn,
    t.forgotten,
    '',
    t.ignore,
    '',
    t.signature,
  ].join('\n');
  const href = signInLink ? escapeHtml(signInLink) : null;
  const action = href
    ? `<p><a href="${href}" style="display: inline-block; padding: 12px 20px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(t.signIn)}</a></p>
<p style="word-break: break-all"><a href="${href}">${href}</a></p>`
    : `<p>${escapeHtml(t.signInNoLink)}</p>`;
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>${escapeHtml(t.greeting(displayName))}</p>
<p>${escapeHtml(t.intro)}<br>${escapeHtml(t.nothingChanged)}</p>
${action}
<p>${escapeHtml(t.forgotten)}</p>
<p>${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.signature)}</p>
</body>
</html>`;
  return { to, subject: t.subject, text, html };
}
