// Privacy policy for Spain, under the GDPR (Regulation (EU) 2016/679) and Spain's Organic Law 3/2018 (LOPDGDD).

export const PRIVACY_ES_ES = `<h2>Política de Privacidad</h2>
<p><em>Última actualización: 1 de marzo de 2026</em></p>
<p>Esta política explica cómo tratamos tus datos personales de acuerdo con el Reglamento (UE) 2016/679 (RGPD) y la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).</p>

<h3>1. Responsable del tratamiento</h3>
<p>Estiba Fulfillment España, S.L., Calle de la Granja 4, 28108 Alcobendas (Madrid). Correo de contacto: <a href="mailto:privacidad@estiba.com">privacidad@estiba.com</a>. Puedes contactar con nuestro delegado de protección de datos en la misma dirección.</p>

<h3>2. Datos que tratamos</h3>
<ul>
  <li>Datos de la cuenta: nombre, empresa, correo electrónico, teléfono y país.</li>
  <li>Datos de los pedidos: nombre, dirección, teléfono y correo electrónico del remitente y del destinatario.</li>
  <li>Datos de facturación: razón social, NIF y domicilio fiscal.</li>
  <li>Datos de navegación en el área de clientes, según se describe en la política de cookies.</li>
</ul>

<h3>3. Finalidades y bases jurídicas</h3>
<ul>
  <li><strong>Prestar el servicio de fulfillment</strong> (recepción, almacenamiento, envío y devoluciones): ejecución del contrato (art. 6.1.b RGPD).</li>
  <li><strong>Facturación y obligaciones contables y fiscales</strong>: obligación legal (art. 6.1.c RGPD).</li>
  <li><strong>Seguridad de la plataforma y prevención del fraude</strong>: interés legítimo (art. 6.1.f RGPD).</li>
  <li><strong>Comunicaciones comerciales</strong> sobre nuestros servicios: consentimiento (art. 6.1.a RGPD), que puedes retirar en cualquier momento.</li>
</ul>

<h3>4. Conservación</h3>
<p>Conservamos los datos mientras dure la relación contractual y, después, durante los plazos de prescripción de las acciones legales y los que exige la normativa fiscal y mercantil (en general, seis años para la documentación contable).</p>

<h3>5. Destinatarios</h3>
<p>Los datos de los destinatarios se comunican a las empresas de transporte que entregan cada pedido. También acceden a los datos nuestros proveedores de alojamiento, correo electrónico y facturación, como encargados del tratamiento y con contrato conforme al artículo 28 del RGPD.</p>

<h3>6. Transferencias internacionales</h3>
<p>Cuando un pedido sale de un almacén fuera del Espacio Económico Europeo (México, Estados Unidos, Colombia, Argentina o Chile), los datos necesarios se transfieren con las garantías del capítulo V del RGPD: decisiones de adecuación cuando existen (por ejemplo, Argentina) o cláusulas contractuales tipo de la Comisión Europea.</p>

<h3>7. Tus derechos</h3>
<p>Puedes ejercer los derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad escribiendo a <a href="mailto:privacidad@estiba.com">privacidad@estiba.com</a>. Responderemos en el plazo de un mes, ampliable dos meses más en casos complejos. Si consideras que no hemos atendido correctamente tu solicitud, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (www.aepd.es).</p>

<h3>8. Cambios</h3>
<p>Publicaremos cualquier cambio de esta política en esta página, indicando la fecha de actualización.</p>`;

export const PRIVACY_ES_EN = `<h2>Privacy Policy (Spain)</h2>
<p><em>Last updated: 1 March 2026</em></p>
<p>This policy explains how we process your personal data under Regulation (EU) 2016/679 (GDPR) and Spain's Organic Law 3/2018 on Personal Data Protection and Digital Rights (LOPDGDD).</p>

<h3>1. Controller</h3>
<p>Estiba Fulfillment España, S.L., Calle de la Granja 4, 28108 Alcobendas (Madrid). Contact: <a href="mailto:privacidad@estiba.com">privacidad@estiba.com</a>. Our data protection officer can be reached at the same address.</p>

<h3>2. Data we process</h3>
<ul>
  <li>Account data: name, company, e-mail, phone and country.</li>
  <li>Order data: name, address, phone and e-mail of the sender and the recipient.</li>
  <li>Billing data: legal name, tax identification number (NIF) and tax address.</li>
  <li>Browsing data in the client area, as described in the cookies policy.</li>
</ul>

<h3>3. Purposes and legal bases</h3>
<ul>
  <li><strong>Providing the fulfillment service</strong> (receiving, storage, shipping and returns): performance of the contract (art. 6.1.b GDPR).</li>
  <li><strong>Invoicing and accounting and tax obligations</strong>: legal obligation (art. 6.1.c GDPR).</li>
  <li><strong>Platform security and fraud prevention</strong>: legitimate interest (art. 6.1.f GDPR).</li>
  <li><strong>Marketing communications</strong> about our services: consent (art. 6.1.a GDPR), which you may withdraw at any time.</li>
</ul>

<h3>4. Retention</h3>
<p>We keep the data for as long as the contract lasts and afterwards for the limitation periods of legal claims and those required by tax and commercial law (generally six years for accounting records).</p>

<h3>5. Recipients</h3>
<p>Recipient data is shared with the transport companies that deliver each order. Our hosting, e-mail and invoicing providers also access the data as processors, under contracts that meet article 28 GDPR.</p>

<h3>6. International transfers</h3>
<p>When an order leaves a warehouse outside the European Economic Area (Mexico, the United States, Colombia, Argentina or Chile), the data needed is transferred with the safeguards of chapter V GDPR: adequacy decisions where they exist (for example, Argentina) or the European Commission's standard contractual clauses.</p>

<h3>7. Your rights</h3>
<p>You may exercise your rights of access, rectification, erasure, objection, restriction of processing and portability by writing to <a href="mailto:privacidad@estiba.com">privacidad@estiba.com</a>. We will answer within one month, extendable by two further months for complex requests. If you believe we have not handled your request properly, you may lodge a complaint with the Spanish Data Protection Agency (www.aepd.es).</p>

<h3>8. Changes</h3>
<p>Any change to this policy will be published on this page with its update date.</p>`;
