// Returns policy (returns_policy_fulfillment): how returns reach the warehouse and which ones are charged.

export const RETURNS_EN = `<h2>Returns Policy</h2>
<p><em>Last updated: 1 March 2026</em></p>
<p>Returns bring products from a shipped order back to the warehouse so they can be sold again. The return window and the conditions offered to buyers are set by each store; this policy covers how Estiba handles the parcels.</p>

<h3>1. Requesting a return</h3>
<ol>
  <li>The merchant creates the return from the shipped order, choosing the lines, the reason and the type: <strong>exchange</strong> or <strong>refund</strong>.</li>
  <li>A return label is generated for the buyer when the carrier offers one.</li>
  <li>The return is tracked as <em>requested</em>, <em>in transit</em> and <em>received</em>.</li>
</ol>

<h3>2. Inspection</h3>
<p>We open every returned parcel within two business days of its arrival and check each item:</p>
<ul>
  <li>Items in saleable condition are <strong>restocked</strong> and become available for new orders.</li>
  <li>Damaged or incomplete items are <strong>discarded</strong> from available stock and kept apart, with photos, until the merchant decides what to do with them.</li>
</ul>

<h3>3. Charges</h3>
<ul>
  <li>Only items returned for the exchange of another item are charged, at the returns price of the warehouse.</li>
  <li>Returns do not apply when the money is refunded to the buyer: those are not charged as returns.</li>
  <li>Each extra product in the same return is charged at the extra product price of the price list.</li>
</ul>

<h3>4. Parcels we cannot identify</h3>
<p>Parcels without an order reference are held for 30 days while we identify the merchant. After that, they are reported to the merchants whose products they contain.</p>`;

export const RETURNS_ES = `<h2>Política de Devoluciones</h2>
<p><em>Última actualización: 1 de marzo de 2026</em></p>
<p>Las devoluciones regresan al almacén productos de un pedido enviado para que puedan venderse de nuevo. El plazo y las condiciones que se ofrecen a los compradores los define cada tienda; esta política explica cómo gestiona Estiba los paquetes.</p>

<h3>1. Solicitud de la devolución</h3>
<ol>
  <li>El comercio crea la devolución desde el pedido enviado, eligiendo las líneas, el motivo y el tipo: <strong>cambio</strong> o <strong>reembolso</strong>.</li>
  <li>Se genera una guía de devolución para el comprador cuando la paquetería la ofrece.</li>
  <li>La devolución se sigue como <em>solicitada</em>, <em>en tránsito</em> y <em>recibida</em>.</li>
</ol>

<h3>2. Revisión</h3>
<p>Abrimos cada paquete devuelto dentro de los dos días hábiles siguientes a su llegada y revisamos cada artículo:</p>
<ul>
  <li>Los artículos en condiciones de venta se <strong>reincorporan</strong> al stock y quedan disponibles para nuevos pedidos.</li>
  <li>Los artículos dañados o incompletos se <strong>descartan</strong> del stock disponible y se guardan aparte, con fotos, hasta que el comercio decida qué hacer con ellos.</li>
</ul>

<h3>3. Cargos</h3>
<ul>
  <li>Solo se cobran los artículos devueltos para cambiarlos por otro artículo, según el precio de devoluciones del almacén.</li>
  <li>Las devoluciones no aplican cuando se reembolsa el dinero al comprador: esas no se cobran como devolución.</li>
  <li>Cada producto adicional en la misma devolución se cobra al precio de producto extra de la lista de precios.</li>
</ul>

<h3>4. Paquetes sin identificar</h3>
<p>Los paquetes sin referencia de pedido se guardan 30 días mientras identificamos al comercio. Después se informa a los comercios cuyos productos contienen.</p>`;
