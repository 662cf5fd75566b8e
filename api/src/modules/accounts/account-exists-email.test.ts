import { accountExistsMail } from './account-exists-email.js';

const LINK = 'https://app.estiba.example/login';

describe('the e-mail to the owner of an account someone signed up with again', () => {
  it('is written in English or Spanish by the account language, with the sign-in link', () => {
    const en = accountExistsMail({ to: 'a@b.mx', displayName: 'Ana', lang: 'en-US', signInLink: LINK });
    const es = accountExistsMail({ to: 'a@b.mx', displayName: 'Ana', lang: 'es-AR', signInLink: LINK });
    expect(en.subject).toBe('Your e-mail already has an Estiba account');
    expect(en.text).toContain(`Sign in to your account: ${LINK}`);
    expect(en.text).toContain('no new one was created and your account has not changed');
    expect(es.subject).toBe('Tu correo ya tiene una cuenta de Estiba');
    expect(es.text).toContain(`Iniciar sesión en tu cuenta: ${LINK}`);
    expect(es.html).toContain(`href="${LINK}"`);
  });

  it('says how to sign in when the application address is not known', () => {
    const mail = accountExistsMail({ to: 'a@b.mx', displayName: 'Ana', lang: 'en-US', signInLink: null });
    expect(mail.text).toContain('Sign in to Estiba with this e-mail address.');
    expect(mail.html).not.toContain('href=');
  });

  it('escapes the name in the HTML part', () => {
    const mail = accountExistsMail({
      to: 'a@b.mx',
      displayName: '<img src=x onerror=alert(1)>',
      lang: 'en-US',
      signInLink: LINK,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
  });
});
