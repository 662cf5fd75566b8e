import { mailLanguage, passwordResetMail } from './email.js';

const LINK = 'https://app.estiba.example/forget-password?token=abc_DEF-123';

describe('password reset e-mail', () => {
  it('is written in English or Spanish by the account language', () => {
    expect(mailLanguage('en-US')).toBe('en');
    expect(mailLanguage('es-ES')).toBe('es');
    expect(mailLanguage('es-CO')).toBe('es');
    expect(mailLanguage('pt-BR')).toBe('en');
    const en = passwordResetMail({ to: 'a@b.mx', displayName: 'Ana', lang: 'en-US', link: LINK });
    const es = passwordResetMail({ to: 'a@b.mx', displayName: 'Ana', lang: 'es-MX', link: LINK });
    expect(en.subject).toBe('Reset your Estiba password');
    expect(es.subject).toBe('Restablece tu contraseña de Estiba');
    expect(es.text).toContain(`Elegir una nueva contraseña: ${LINK}`);
    expect(en.text).toContain(`Choose a new password: ${LINK}`);
  });

  it('escapes the name and the link in the HTML part', () => {
    const mail = passwordResetMail({
      to: 'a@b.mx',
      displayName: '<script>alert("x")</script>',
      lang: 'en-US',
      link: `${LINK}&x="y"`,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,');
    expect(mail.html).toContain(
      'href="https://app.estiba.example/forget-password?token=abc_DEF-123&amp;x=&quot;y&quot;"',
    );
  });
});
