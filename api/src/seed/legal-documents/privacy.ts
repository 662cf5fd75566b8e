// The general privacy policy, for every country without a text of its own (Mexico and Spain have theirs).
// It names the data-protection law of each remaining country Estiba operates in.

export const PRIVACY_EN = `<h2>Privacy Policy</h2>
<p><em>Last updated: 1 March 2026</em></p>
<p>Estiba Fulfillment ("Estiba") respects the privacy of the merchants who use its service and of the customers whose orders it ships. This policy explains what data we process, why, and the choices you have.</p>

<h3>1. Data we collect</h3>
<ul>
  <li><strong>Account data</strong>: name, company name, e-mail, phone number and country of the people who register.</li>
  <li><strong>Order data</strong>: name, address, phone and e-mail of senders and recipients, and the contents of each order.</li>
  <li><strong>Billing data</strong>: legal name, tax identification number and billing address.</li>
  <li><strong>Technical data</strong>: IP address, browser, language and pages visited in the client area.</li>
</ul>

<h3>2. How we use the data</h3>
<ul>
  <li>To receive, store, pack and ship the products of each store and to process returns.</li>
  <li>To create shipping labels and send tracking e-mails to recipients.</li>
  <li>To invoice our services and meet our legal obligations.</li>
  <li>To keep the platform secure and prevent fraud.</li>
  <li>With your consent, to send you news about our services; you can unsubscribe at any time.</li>
</ul>

<h3>3. Who we share it with</h3>
<p>We share recipient data with the carrier that delivers each order, and we use service providers for hosting, e-mail and invoicing under confidentiality agreements. We do not sell personal data.</p>

<h3>4. Retention</h3>
<p>We keep account and order data while the merchant's account is active and afterwards for as long as tax and commercial law requires.</p>

<h3>5. Your rights and local law</h3>
<p>You may ask to access, correct or delete your data, or object to its use, by writing to <a href="mailto:privacidad@estiba.com">privacidad@estiba.com</a>. We answer within the deadlines of the law that applies to you:</p>
<ul>
  <li><strong>United States</strong>: state consumer privacy laws, such as the California Consumer Privacy Act (CCPA/CPRA), including the right to know and to delete and the right not to be discriminated against for exercising them.</li>
  <li><strong>Colombia</strong>: Statutory Law 1581 of 2012 and Decree 1377 of 2013; the Superintendence of Industry and Commerce supervises compliance.</li>
  <li><strong>Argentina</strong>: Personal Data Protection Law 25,326; the Agency for Access to Public Information is the supervisory authority.</li>
  <li><strong>Chile</strong>: Law 19,628 on the Protection of Private Life and its amendments.</li>
</ul>

<h3>6. Security</h3>
<p>Access to the client area is protected by passwords stored with strong hashing, tokens that can be revoked, encrypted connections and access limited to the staff who need it.</p>

<h3>7. Changes</h3>
<p>We will publish any change to this policy on this page with its update date.</p>`;

export const PRIVACY_ES = `<h2>Política de Privacidad</h2>
<p><em>Última actualización: 1 de marzo de 2026</em></p>
<p>Estiba Fulfillment ("Estiba") respeta la privacidad de los comercios que usan su servicio y de los clientes cuyos pedidos envía. Esta política explica qué datos tratamos, para qué y qué opciones tienes.</p>

<h3>1. Datos que recabamos</h3>
<ul>
  <li><strong>Datos de la cuenta</strong>: nombre, nombre de la empresa, correo electrónico, teléfono y país de quienes se registran.</li>
  <li><strong>Datos de los pedidos</strong>: nombre, dirección, teléfono y correo electrónico de remitentes y destinatarios, y el contenido de cada pedido.</li>
  <li><strong>Datos de facturación</strong>: razón social, identificación tributaria y domicilio fiscal.</li>
  <li><strong>Datos técnicos</strong>: dirección IP, navegador, idioma y páginas visitadas en el área de clientes.</li>
</ul>

<h3>2. Para qué usamos los datos</h3>
<ul>
  <li>Para recibir, almacenar, empacar y enviar los productos de cada tienda y procesar devoluciones.</li>
  <li>Para generar guías de envío y enviar correos de seguimiento a los destinatarios.</li>
  <li>Para facturar nuestros servicios y cumplir nuestras obligaciones legales.</li>
  <li>Para mantener la plataforma segura y prevenir fraudes.</li>
  <li>Con tu consentimiento, para enviarte novedades de nuestros servicios; puedes darte de baja en cualquier momento.</li>
</ul>

<h3>3. Con quién los compartimos</h3>
<p>Compartimos los datos del destinatario con la paquetería que entrega cada pedido y usamos proveedores de alojamiento, correo y facturación con acuerdos de confidencialidad. No vendemos datos personales.</p>

<h3>4. Conservación</h3>
<p>Conservamos los datos de la cuenta y de los pedidos mientras la cuenta del comercio esté activa y, después, durante el tiempo que exija la normativa fiscal y mercantil.</p>

<h3>5. Tus derechos y la ley local</h3>
<p>Puedes pedir acceder, corregir o suprimir tus datos, u oponerte a su uso, escribiendo a <a href="mailto:privacidad@estiba.com">privacidad@estiba.com</a>. Respondemos dentro de los plazos de la ley que te aplica:</p>
<ul>
  <li><strong>Estados Unidos</strong>: leyes estatales de privacidad del consumidor, como la California Consumer Privacy Act (CCPA/CPRA), con el derecho a saber, a eliminar y a no ser discriminado por ejercerlos.</li>
  <li><strong>Colombia</strong>: Ley Estatutaria 1581 de 2012 y Decreto 1377 de 2013; la Superintendencia de Industria y Comercio vigila su cumplimiento.</li>
  <li><strong>Argentina</strong>: Ley 25.326 de Protección de los Datos Personales; la Agencia de Acceso a la Información Pública es la autoridad de control.</li>
  <li><strong>Chile</strong>: Ley 19.628 sobre Protección de la Vida Privada y sus modificaciones.</li>
</ul>

<h3>6. Seguridad</h3>
<p>El acceso al área de clientes está protegido con contraseñas guardadas con un hash robusto, tokens revocables, conexiones cifradas y acceso limitado al personal que lo necesita.</p>

<h3>7. Cambios</h3>
<p>Publicaremos cualquier cambio de esta política en esta página con su fecha de actualización.</p>`;
