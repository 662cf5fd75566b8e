// Privacy notice for Mexico, under the Ley Federal de Protección de Datos Personales en Posesión de los
// Particulares: the data, purposes, sections I to XI and the request deadlines of spec point 9.

export const PRIVACY_MX_ES = `<h2>Aviso de Privacidad Integral</h2>
<p><em>Última actualización: 1 de marzo de 2026</em></p>
<p>En cumplimiento de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares, su Reglamento y los Lineamientos del Aviso de Privacidad, ponemos a tu disposición este aviso.</p>

<h3>I. Identidad y domicilio del responsable</h3>
<p>Estiba Logística, S.A. de C.V. ("Estiba"), con domicilio en Av. Ceylán 959, Industrial Vallejo, Azcapotzalco, 02300, Ciudad de México, es responsable del tratamiento de tus datos personales.</p>

<h3>II. Datos personales que recabamos</h3>
<ul>
  <li>Datos del remitente: nombre, domicilio y correo electrónico.</li>
  <li>Datos del destinatario: nombre, domicilio y correo electrónico.</li>
  <li>Datos fiscales: razón social, Registro Federal de Contribuyentes, régimen fiscal y domicilio fiscal.</li>
</ul>
<p>No recabamos datos personales sensibles.</p>

<h3>III. Finalidades primarias</h3>
<ul>
  <li>Recibir, almacenar, empacar y enviar los productos de tu tienda.</li>
  <li>Generar guías de envío y compartir el número de rastreo con el destinatario.</li>
  <li>Atender devoluciones, aclaraciones y reclamaciones ante las paqueterías.</li>
  <li>Emitir facturas y gestionar la cobranza de los servicios.</li>
</ul>

<h3>IV. Finalidades secundarias</h3>
<ul>
  <li>Enviarte información sobre nuevos servicios, almacenes y promociones.</li>
  <li>Realizar encuestas de satisfacción y estadísticas internas de calidad.</li>
</ul>

<h3>V. Negativa al uso para finalidades secundarias</h3>
<p>Si no deseas que tus datos se traten para las finalidades secundarias, envía un correo a <a href="mailto:privacidad@estiba.com">privacidad@estiba.com</a> dentro de los 5 días hábiles siguientes a que conozcas este aviso. Tu negativa no será motivo para negarte los servicios que contrataste.</p>

<h3>VI. Transferencias de datos personales</h3>
<p>Compartimos los datos del destinatario con las paqueterías que entregan cada pedido, y los datos fiscales con el proveedor autorizado de certificación de facturas. Estas transferencias son necesarias para cumplir la relación jurídica contigo y no requieren tu consentimiento conforme al artículo 37 de la Ley.</p>

<h3>VII. Derechos ARCO</h3>
<p>Tienes derecho a conocer qué datos tenemos y cómo los usamos (Acceso), a solicitar su corrección si son inexactos (Rectificación), a pedir que los eliminemos de nuestros registros (Cancelación) y a oponerte a su uso para fines específicos (Oposición).</p>

<h3>VIII. Procedimiento y plazos</h3>
<p>Envía tu solicitud a <a href="mailto:privacidad@estiba.com">privacidad@estiba.com</a> con tu nombre, un medio para comunicarte la respuesta, una copia de tu identificación y la descripción clara de los datos y del derecho que deseas ejercer.</p>
<ol>
  <li>Si falta información, te la pediremos dentro de los 10 días hábiles siguientes a la recepción, y tendrás 10 días hábiles para responder.</li>
  <li>Te comunicaremos nuestra decisión dentro de los 20 días hábiles siguientes a la recepción de la solicitud completa.</li>
  <li>Si la solicitud procede, la haremos efectiva dentro de los 15 días hábiles siguientes a la comunicación de la decisión.</li>
</ol>

<h3>IX. Revocación del consentimiento y limitación del uso</h3>
<p>Puedes revocar tu consentimiento o limitar el uso y la divulgación de tus datos por el mismo medio y con los mismos plazos del apartado VIII. También puedes inscribirte en el Registro Público para Evitar Publicidad de la PROFECO.</p>

<h3>X. Cookies y tecnologías de rastreo</h3>
<p>Nuestro sitio usa cookies y almacenamiento local para mantener tu sesión, recordar tu idioma y medir el uso del sitio. Puedes deshabilitarlas en la configuración de tu navegador, aunque algunas funciones del área de clientes podrían dejar de funcionar.</p>

<h3>XI. Cambios al aviso de privacidad</h3>
<p>Cualquier cambio a este aviso se publicará en esta misma página con su fecha de actualización. Si consideras que tu derecho a la protección de datos fue vulnerado, puedes acudir al órgano garante en materia de protección de datos personales.</p>`;

export const PRIVACY_MX_EN = `<h2>Comprehensive Privacy Notice (Mexico)</h2>
<p><em>Last updated: 1 March 2026</em></p>
<p>This notice is given under Mexico's Federal Law on the Protection of Personal Data Held by Private Parties, its Regulations and the Privacy Notice Guidelines.</p>

<h3>I. Identity and address of the controller</h3>
<p>Estiba Logística, S.A. de C.V. ("Estiba"), at Av. Ceylán 959, Industrial Vallejo, Azcapotzalco, 02300, Mexico City, is responsible for processing your personal data.</p>

<h3>II. Personal data we collect</h3>
<ul>
  <li>Sender data: name, address and e-mail.</li>
  <li>Recipient data: name, address and e-mail.</li>
  <li>Tax data: legal name, taxpayer registry number (RFC), tax regime and tax address.</li>
</ul>
<p>We do not collect sensitive personal data.</p>

<h3>III. Primary purposes</h3>
<ul>
  <li>Receiving, storing, packing and shipping your store's products.</li>
  <li>Creating shipping labels and sharing the tracking number with the recipient.</li>
  <li>Handling returns, enquiries and claims against carriers.</li>
  <li>Issuing invoices and collecting payment for the services.</li>
</ul>

<h3>IV. Secondary purposes</h3>
<ul>
  <li>Sending you news about services, warehouses and promotions.</li>
  <li>Running satisfaction surveys and internal quality statistics.</li>
</ul>

<h3>V. Refusing the secondary purposes</h3>
<p>If you do not want your data used for the secondary purposes, write to <a href="mailto:privacidad@estiba.com">privacidad@estiba.com</a> within 5 business days of reading this notice. Refusing will not affect the services you have contracted.</p>

<h3>VI. Transfers of personal data</h3>
<p>We share recipient data with the carriers that deliver each order, and tax data with the authorised invoice certification provider. These transfers are needed to perform our legal relationship with you and do not require your consent under article 37 of the Law.</p>

<h3>VII. ARCO rights</h3>
<p>You may learn which data we hold and how we use it (Access), ask us to correct inaccurate data (Rectification), ask us to delete it from our records (Cancellation) and object to its use for specific purposes (Opposition).</p>

<h3>VIII. Procedure and deadlines</h3>
<p>Send your request to <a href="mailto:privacidad@estiba.com">privacidad@estiba.com</a> with your name, a way to send you the answer, a copy of your identification and a clear description of the data and the right you wish to exercise.</p>
<ol>
  <li>If information is missing, we will ask for it within 10 business days of receiving the request, and you will have 10 business days to answer.</li>
  <li>We will tell you our decision within 20 business days of receiving the complete request.</li>
  <li>If the request is granted, we will make it effective within 15 business days of communicating the decision.</li>
</ol>

<h3>IX. Withdrawing consent and limiting use</h3>
<p>You may withdraw your consent or limit the use and disclosure of your data through the same channel and with the same deadlines as in section VIII. You may also register with PROFECO's Public Registry to Avoid Advertising.</p>

<h3>X. Cookies and tracking technologies</h3>
<p>Our site uses cookies and local storage to keep your session, remember your language and measure how the site is used. You can disable them in your browser settings, although some features of the client area may stop working.</p>

<h3>XI. Changes to this notice</h3>
<p>Any change to this notice will be published on this page with its update date. If you believe your right to data protection has been infringed, you may turn to the authority responsible for personal data protection.</p>`;
