// Storage agreement (storage_agreement_fulfillment): custody of the merchant's stock in the warehouses.

export const STORAGE_EN = `<h2>Storage Agreement</h2>
<p><em>Last updated: 1 March 2026</em></p>
<p>This agreement sets the conditions under which Estiba keeps the merchant's inventory in its warehouses. It complements the General Terms and Conditions.</p>

<h3>1. Custody</h3>
<ul>
  <li>Inventory is kept in warehouses with a CCTV security system, controlled access and fire protection.</li>
  <li>Each product is stored in a located position and its stock is visible in real time in the client area: on hand, reserved, available, incoming and damaged.</li>
  <li>Every stock change is recorded as an inventory movement that cannot be edited, so the history can always be audited.</li>
</ul>

<h3>2. Space and charges</h3>
<p>Storage is priced per cubic metre. We take a daily snapshot of the volume on hand, calculated from the dimensions declared for each product, and charge it monthly at the ranges of the warehouse's price list. There is no minimum or maximum capacity: the space grows with the merchant's business.</p>

<h3>3. Insurance</h3>
<p>Insurance for the products stored is available on request, at the declared value. Without it, Estiba's liability is limited as set out in the General Terms and Conditions.</p>

<h3>4. Inventory counts</h3>
<p>We run cycle counts every month. Differences are adjusted with a movement that states the reason and the merchant is informed. The merchant may ask for a full count, which is charged at the reception price per product.</p>

<h3>5. Products we do not store</h3>
<ul>
  <li>Hazardous materials without the required documentation.</li>
  <li>Perishable products that need refrigeration, unless agreed in writing.</li>
  <li>Products whose possession or sale is illegal in the warehouse's country.</li>
</ul>

<h3>6. Removing inventory</h3>
<p>The merchant may request the withdrawal of any product at any time. Products left without movement and with invoices overdue by more than 90 days may be retained until the balance is paid.</p>`;

export const STORAGE_ES = `<h2>Contrato de Almacenamiento</h2>
<p><em>Última actualización: 1 de marzo de 2026</em></p>
<p>Este contrato fija las condiciones en que Estiba resguarda el inventario del comercio en sus almacenes. Complementa los Términos y Condiciones Generales.</p>

<h3>1. Resguardo</h3>
<ul>
  <li>El inventario se guarda en almacenes con sistema de seguridad CCTV, acceso controlado y protección contra incendios.</li>
  <li>Cada producto se almacena en una ubicación registrada y su stock se ve en tiempo real en el área de clientes: físico, reservado, disponible, en camino y dañado.</li>
  <li>Cada cambio de stock queda registrado como un movimiento de inventario que no se puede editar, de modo que el historial siempre puede auditarse.</li>
</ul>

<h3>2. Espacio y cargos</h3>
<p>El almacenamiento se cobra por metro cúbico. Tomamos una foto diaria del volumen en existencia, calculado con las dimensiones declaradas de cada producto, y la cobramos mensualmente según los rangos de la lista de precios del almacén. No hay capacidad mínima ni máxima: el espacio crece con el negocio del comercio.</p>

<h3>3. Seguro</h3>
<p>El seguro de los productos almacenados está disponible a solicitud, por el valor declarado. Sin él, la responsabilidad de Estiba se limita según los Términos y Condiciones Generales.</p>

<h3>4. Conteos de inventario</h3>
<p>Realizamos conteos cíclicos cada mes. Las diferencias se ajustan con un movimiento que indica el motivo y se informa al comercio. El comercio puede pedir un conteo completo, que se cobra al precio de recepción por producto.</p>

<h3>5. Productos que no almacenamos</h3>
<ul>
  <li>Materiales peligrosos sin la documentación requerida.</li>
  <li>Productos perecederos que requieren refrigeración, salvo acuerdo por escrito.</li>
  <li>Productos cuya posesión o venta sea ilegal en el país del almacén.</li>
</ul>

<h3>6. Retiro del inventario</h3>
<p>El comercio puede solicitar el retiro de cualquier producto en cualquier momento. Los productos sin movimiento y con facturas vencidas por más de 90 días podrán retenerse hasta que se liquide el saldo.</p>`;
