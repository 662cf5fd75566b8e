// Cookies policy (cookies_policy_fulfillment). Offered in Spain, where article 22.2 of the LSSI-CE requires
// informing users and obtaining consent for non-essential cookies.

export const COOKIES_EN = `<h2>Cookies Policy</h2>
<p><em>Last updated: 1 March 2026</em></p>
<p>This policy explains which cookies and similar technologies (local and session storage) our website and client area use, in accordance with article 22.2 of Spain's Law 34/2002 on Information Society Services (LSSI-CE).</p>

<h3>1. What cookies are</h3>
<p>Cookies are small files a website stores in your browser so it can remember information between visits or while you move from one page to another.</p>

<h3>2. Cookies we use</h3>
<table>
  <thead><tr><th>Type</th><th>Purpose</th><th>Duration</th></tr></thead>
  <tbody>
    <tr><td>Strictly necessary</td><td>Keep your session in the client area (access token and its expiry).</td><td>Until you log out or the session expires</td></tr>
    <tr><td>Preferences</td><td>Remember your language and keep the translations in session storage.</td><td>7 days</td></tr>
    <tr><td>Analytics</td><td>Measure visits and the use of the site through a tag manager, in aggregate.</td><td>Up to 13 months</td></tr>
  </tbody>
</table>

<h3>3. Consent</h3>
<p>Strictly necessary cookies do not require consent. Preference and analytics cookies are only set after you accept them, and you can change your choice at any time.</p>

<h3>4. How to disable cookies</h3>
<ul>
  <li>Chrome: Settings &gt; Privacy and security &gt; Third-party cookies.</li>
  <li>Firefox: Settings &gt; Privacy &amp; Security &gt; Cookies and Site Data.</li>
  <li>Safari: Settings &gt; Privacy &gt; Manage Website Data.</li>
</ul>
<p>If you block strictly necessary cookies you will not be able to sign in to the client area.</p>`;

export const COOKIES_ES = `<h2>Política de Cookies</h2>
<p><em>Última actualización: 1 de marzo de 2026</em></p>
<p>Esta política explica qué cookies y tecnologías similares (almacenamiento local y de sesión) utilizan nuestro sitio web y el área de clientes, de acuerdo con el artículo 22.2 de la Ley 34/2002, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE).</p>

<h3>1. Qué son las cookies</h3>
<p>Las cookies son pequeños archivos que un sitio web guarda en tu navegador para recordar información entre visitas o mientras pasas de una página a otra.</p>

<h3>2. Cookies que utilizamos</h3>
<table>
  <thead><tr><th>Tipo</th><th>Finalidad</th><th>Duración</th></tr></thead>
  <tbody>
    <tr><td>Técnicas</td><td>Mantener tu sesión en el área de clientes (token de acceso y su caducidad).</td><td>Hasta que cierres sesión o caduque</td></tr>
    <tr><td>De preferencias</td><td>Recordar tu idioma y guardar las traducciones en el almacenamiento de sesión.</td><td>7 días</td></tr>
    <tr><td>Analíticas</td><td>Medir de forma agregada las visitas y el uso del sitio mediante un gestor de etiquetas.</td><td>Hasta 13 meses</td></tr>
  </tbody>
</table>

<h3>3. Consentimiento</h3>
<p>Las cookies técnicas no necesitan consentimiento. Las de preferencias y las analíticas solo se instalan después de que las aceptes, y puedes cambiar tu elección en cualquier momento.</p>

<h3>4. Cómo desactivar las cookies</h3>
<ul>
  <li>Chrome: Configuración &gt; Privacidad y seguridad &gt; Cookies de terceros.</li>
  <li>Firefox: Ajustes &gt; Privacidad &amp; Seguridad &gt; Cookies y datos del sitio.</li>
  <li>Safari: Ajustes &gt; Privacidad &gt; Gestionar datos de sitios web.</li>
</ul>
<p>Si bloqueas las cookies técnicas no podrás iniciar sesión en el área de clientes.</p>`;
