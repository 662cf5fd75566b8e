// Shipping policy (shipping_policy_fulfillment): cut-off, carriers, tracking, claims and customs.

export const SHIPPING_EN = `<h2>Shipping Policy</h2>
<p><em>Last updated: 1 March 2026</em></p>
<p>This policy explains how orders leave our warehouses and what happens when something goes wrong on the way.</p>

<h3>1. Processing times</h3>
<ul>
  <li>Orders with stock available are packed in under 24 hours on business days.</li>
  <li>Orders received on a weekend or public holiday are packed on the next business day.</li>
  <li>Orders without enough stock wait in the <strong>no stock</strong> state and can be started from the Orders list with <strong>Start Process</strong> once inventory arrives.</li>
</ul>

<h3>2. Carriers and services</h3>
<p>Each warehouse works with the carriers available in its country. The carrier and service are chosen per order, by the rules of the store or by the merchant, and the shipping label is bought through our shipping platform. Merchants may also attach their own labels to an order.</p>

<h3>3. Tracking</h3>
<p>The tracking number and the label are saved with the order as soon as it ships, and the recipient receives an e-mail with the tracking link. The order's status is updated in the sales channel.</p>

<h3>4. Addresses</h3>
<p>We ship to the address received from the sales channel. Address changes are possible until the order is packed; after that, the carrier's redirection fees apply. Parcels returned because of an incorrect address are received as returns.</p>

<h3>5. Lost or damaged parcels</h3>
<ol>
  <li>Report the problem from the order within 15 days of the shipping date.</li>
  <li>Attach photos of the package and the contents if it arrived damaged.</li>
  <li>We file the claim with the carrier and keep you informed; compensation follows the carrier's terms and the declared value.</li>
</ol>

<h3>6. International shipments</h3>
<p>International orders need the declared value, a description and the tariff code of each product. Duties and taxes are paid by the recipient unless the merchant chooses a delivered-duty-paid service. Some products cannot travel internationally, such as batteries shipped on their own, aerosols and flammable liquids.</p>`;

export const SHIPPING_ES = `<h2>Política de Envíos</h2>
<p><em>Última actualización: 1 de marzo de 2026</em></p>
<p>Esta política explica cómo salen los pedidos de nuestros almacenes y qué sucede si algo falla en el camino.</p>

<h3>1. Tiempos de procesamiento</h3>
<ul>
  <li>Los pedidos con stock disponible se empacan en menos de 24 horas en días hábiles.</li>
  <li>Los pedidos recibidos en fin de semana o día festivo se empacan el siguiente día hábil.</li>
  <li>Los pedidos sin stock suficiente esperan en estado <strong>sin stock</strong> y se pueden iniciar desde la lista de Pedidos con <strong>Iniciar proceso</strong> cuando llegue el inventario.</li>
</ul>

<h3>2. Paqueterías y servicios</h3>
<p>Cada almacén trabaja con las paqueterías disponibles en su país. La paquetería y el servicio se eligen por pedido, según las reglas de la tienda o del comercio, y la guía se compra a través de nuestra plataforma de envíos. El comercio también puede adjuntar sus propias guías a un pedido.</p>

<h3>3. Rastreo</h3>
<p>El número de guía y la etiqueta se guardan en el pedido en cuanto sale, y el destinatario recibe un correo con el enlace de rastreo. El estado del pedido se actualiza en el canal de venta.</p>

<h3>4. Direcciones</h3>
<p>Enviamos a la dirección recibida del canal de venta. Es posible cambiarla hasta que el pedido se empaca; después se aplican los cargos de redirección de la paquetería. Los paquetes devueltos por una dirección incorrecta se reciben como devoluciones.</p>

<h3>5. Paquetes perdidos o dañados</h3>
<ol>
  <li>Reporta el problema desde el pedido dentro de los 15 días siguientes a la fecha de envío.</li>
  <li>Adjunta fotos del empaque y del contenido si llegó dañado.</li>
  <li>Presentamos la reclamación ante la paquetería y te mantenemos informado; la indemnización sigue las condiciones de la paquetería y el valor declarado.</li>
</ol>

<h3>6. Envíos internacionales</h3>
<p>Los pedidos internacionales requieren el valor declarado, la descripción y la fracción arancelaria de cada producto. Los aranceles e impuestos los paga el destinatario, salvo que el comercio elija un servicio con derechos pagados. Algunos productos no pueden viajar al extranjero, como baterías sueltas, aerosoles y líquidos inflamables.</p>`;
