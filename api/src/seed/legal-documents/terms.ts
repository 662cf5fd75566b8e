// General terms and conditions of the fulfillment service (terms_and_conditions_generals_fulfillment).

export const TERMS_EN = `<h2>General Terms and Conditions of the Fulfillment Service</h2>
<p><em>Last updated: 1 March 2026</em></p>
<p>These terms govern the storage, picking, packing and shipping services (the "Service") that Estiba Fulfillment ("Estiba", "we") provides to online stores and merchants (the "Client"). By creating an account or sending inventory to one of our warehouses, the Client accepts these terms.</p>

<h3>1. The Service</h3>
<p>Estiba receives the Client's products in its warehouses, stores them, prepares the orders the Client's sales channels generate and hands them to the carrier chosen for each order. The Service includes:</p>
<ul>
  <li>Receiving inventory announced through a receiving order, counted box by box.</li>
  <li>Storage in a monitored warehouse, with stock levels visible in real time in the client area.</li>
  <li>Order processing: picking, packing with protective materials and labelling.</li>
  <li>Shipping through the carriers available in each country, with the tracking number saved on the order.</li>
  <li>Processing of returns sent back to the warehouse.</li>
</ul>

<h3>2. Account and access</h3>
<p>The Client is responsible for the accuracy of the information given when registering and for keeping its passwords and API tokens confidential. Every action taken with the Client's credentials is deemed to be taken by the Client. Estiba may suspend access when it detects fraudulent use or a breach of these terms.</p>

<h3>3. Client obligations</h3>
<ul>
  <li>Describe each product truthfully: SKU, dimensions, weight, declared value and any special handling.</li>
  <li>Send inventory properly packed and labelled with the box labels the client area provides.</li>
  <li>Hold every permit the products require and comply with consumer, tax and customs law.</li>
  <li>Not send prohibited goods: weapons, narcotics, live animals, perishable food without a prior agreement, hazardous materials not declared as such, counterfeit goods or anything whose sale is illegal in the destination country.</li>
</ul>

<h3>4. Receiving inventory</h3>
<p>Inventory is counted on arrival. When the count differs from the receiving order, the box is marked with a discrepancy and the Client is informed in the client area. Stock becomes available for orders once it has been received. Claims about a count must be made within five business days of the reception.</p>

<h3>5. Order processing</h3>
<p>Orders that reach the warehouse with stock available are packed in under 24 hours on business days. Orders without enough stock wait in the <strong>no stock</strong> state until inventory arrives. Estiba uses bubble wrap, stretch wrap and biodegradable packing peanuts as each product needs.</p>

<h3>6. Shipping</h3>
<p>Shipments travel under the terms of the carrier selected. Estiba hands over each parcel with its label and tracking number and helps the Client with any claim against the carrier, but delivery times are the carrier's responsibility.</p>

<h3>7. Fees and payment</h3>
<p>The Service is charged according to the price list of each warehouse, in its local currency: reception, storage per cubic metre, order processing, extra products per order and returns for exchange. Estiba issues one invoice per warehouse and month, payable within fifteen calendar days. Late payment allows Estiba to suspend the processing of new orders until the balance is settled.</p>

<h3>8. Liability</h3>
<p>Estiba is liable for loss of or damage to products in its custody caused by its own negligence, up to the declared value of the product or, where the Client has not declared one, its documented purchase cost. Estiba is not liable for indirect damage, loss of profit, or delays caused by carriers, customs authorities or events beyond its reasonable control.</p>

<h3>9. Term and termination</h3>
<p>Either party may end the Service with thirty days' written notice. On termination the Client must settle pending invoices and tell Estiba where to send its remaining inventory; stock not claimed within sixty days after termination may be charged storage at the current price list.</p>

<h3>10. Governing law</h3>
<p>These terms are governed by the laws of the country where the warehouse providing the Service is located, and disputes are submitted to the competent courts of that warehouse's city, unless mandatory consumer law provides otherwise.</p>

<h3>11. Contact</h3>
<p>Questions about these terms can be sent to <a href="mailto:hola@estiba.com">hola@estiba.com</a>.</p>`;

export const TERMS_ES = `<h2>Términos y Condiciones Generales del Servicio de Fulfillment</h2>
<p><em>Última actualización: 1 de marzo de 2026</em></p>
<p>Estos términos regulan los servicios de almacenamiento, preparación, empaque y envío (el "Servicio") que Estiba Fulfillment ("Estiba", "nosotros") presta a tiendas en línea y comerciantes (el "Cliente"). Al crear una cuenta o enviar inventario a uno de nuestros almacenes, el Cliente acepta estos términos.</p>

<h3>1. El Servicio</h3>
<p>Estiba recibe los productos del Cliente en sus almacenes, los almacena, prepara los pedidos que generan sus canales de venta y los entrega a la paquetería elegida para cada pedido. El Servicio incluye:</p>
<ul>
  <li>Recepción del inventario anunciado mediante una orden de recepción, contado caja por caja.</li>
  <li>Almacenamiento en un almacén vigilado, con niveles de stock visibles en tiempo real en el área de clientes.</li>
  <li>Procesamiento de pedidos: preparación, empaque con materiales de protección y etiquetado.</li>
  <li>Envío con las paqueterías disponibles en cada país, con el número de guía guardado en el pedido.</li>
  <li>Procesamiento de las devoluciones que regresan al almacén.</li>
</ul>

<h3>2. Cuenta y acceso</h3>
<p>El Cliente es responsable de la veracidad de los datos que proporciona al registrarse y de mantener en secreto sus contraseñas y tokens de API. Toda acción realizada con las credenciales del Cliente se considera realizada por el Cliente. Estiba puede suspender el acceso cuando detecte un uso fraudulento o un incumplimiento de estos términos.</p>

<h3>3. Obligaciones del Cliente</h3>
<ul>
  <li>Describir cada producto con veracidad: SKU, dimensiones, peso, valor declarado y cualquier manejo especial.</li>
  <li>Enviar el inventario bien empacado y con las etiquetas de caja que genera el área de clientes.</li>
  <li>Contar con los permisos que requieran sus productos y cumplir la normativa de consumo, fiscal y aduanera.</li>
  <li>No enviar mercancía prohibida: armas, estupefacientes, animales vivos, alimentos perecederos sin acuerdo previo, materiales peligrosos no declarados, productos falsificados o cualquier artículo cuya venta sea ilegal en el país de destino.</li>
</ul>

<h3>4. Recepción de inventario</h3>
<p>El inventario se cuenta a su llegada. Cuando el conteo no coincide con la orden de recepción, la caja se marca con discrepancia y el Cliente recibe el aviso en el área de clientes. El stock queda disponible para pedidos una vez recibido. Las reclamaciones sobre un conteo deben presentarse dentro de los cinco días hábiles siguientes a la recepción.</p>

<h3>5. Procesamiento de pedidos</h3>
<p>Los pedidos que llegan al almacén con stock disponible se empacan en menos de 24 horas en días hábiles. Los pedidos sin stock suficiente esperan en estado <strong>sin stock</strong> hasta que llegue el inventario. Estiba utiliza plástico de burbujas, película estirable y relleno biodegradable según lo necesite cada producto.</p>

<h3>6. Envíos</h3>
<p>Los envíos viajan bajo las condiciones de la paquetería seleccionada. Estiba entrega cada paquete con su etiqueta y número de guía y acompaña al Cliente en cualquier reclamación ante la paquetería, pero los tiempos de entrega son responsabilidad de esta.</p>

<h3>7. Tarifas y pago</h3>
<p>El Servicio se cobra según la lista de precios de cada almacén, en su moneda local: recepción, almacenamiento por metro cúbico, procesamiento de pedidos, productos adicionales por pedido y devoluciones por cambio. Estiba emite una factura por almacén y mes, pagadera dentro de los quince días naturales siguientes. El atraso en el pago permite a Estiba suspender el procesamiento de pedidos nuevos hasta que se liquide el saldo.</p>

<h3>8. Responsabilidad</h3>
<p>Estiba responde por la pérdida o el daño de los productos bajo su custodia causados por su propia negligencia, hasta el valor declarado del producto o, si el Cliente no lo declaró, su costo de compra documentado. Estiba no responde por daños indirectos, lucro cesante ni retrasos causados por paqueterías, autoridades aduaneras o hechos fuera de su control razonable.</p>

<h3>9. Vigencia y terminación</h3>
<p>Cualquiera de las partes puede terminar el Servicio con un aviso por escrito de treinta días. Al terminar, el Cliente debe liquidar las facturas pendientes e indicar a Estiba adónde enviar su inventario restante; el stock no reclamado dentro de los sesenta días posteriores a la terminación podrá generar cargos de almacenamiento según la lista de precios vigente.</p>

<h3>10. Ley aplicable</h3>
<p>Estos términos se rigen por las leyes del país donde se ubica el almacén que presta el Servicio, y las controversias se someten a los tribunales competentes de la ciudad de ese almacén, salvo que la normativa de protección al consumidor disponga otra cosa.</p>

<h3>11. Contacto</h3>
<p>Puedes enviar tus dudas sobre estos términos a <a href="mailto:hola@estiba.com">hola@estiba.com</a>.</p>`;
