// Help centre (help_center_fulfillment): how to use the client area, step by step (spec point 2, FAQ topics).

export const HELP_CENTER_EN = `<h2>Help Center</h2>
<p>Everything you need to start shipping with Estiba Fulfillment. If you cannot find an answer here, write to <a href="mailto:support@estiba.com">support@estiba.com</a>.</p>

<h3>Create your account</h3>
<p>Register with your name, company name, e-mail, phone and a password of at least eight characters with an uppercase letter, a lowercase letter and a number.</p>

<h3>Integrate your store</h3>
<ol>
  <li>Open the <strong>Integrations</strong> tab.</li>
  <li>Pick your platform (Shopify, WooCommerce, Mercado Libre, VTEX, Tiendanube and more).</li>
  <li>Paste your store URL and click <strong>Continue</strong>.</li>
  <li>Grant access in your platform. Your products and orders start syncing.</li>
</ol>
<p>You can connect several stores. The <strong>main shop</strong> is the one whose SKUs the warehouse uses; link the products of your other channels to share stock between them.</p>

<h3>Send inventory to the warehouse</h3>
<ol>
  <li>Open the <strong>Send Inventory</strong> tab.</li>
  <li>Choose the warehouse.</li>
  <li>Enter the quantity of each product.</li>
  <li>Choose the shipping method: your own carrier or our shipping platform.</li>
  <li>Enter the number of boxes and the quantity per box.</li>
  <li>Choose the arrival date.</li>
  <li>Review and confirm. A PDF label is provided for each box.</li>
</ol>

<h3>Orders</h3>
<ul>
  <li>Turn on automatic orders in <strong>Settings &gt; Shops</strong>: pick the shop, open <strong>Automatic Orders</strong>, switch it on, choose the warehouse and save.</li>
  <li>Orders that cannot be sent for lack of stock show a <strong>Start Process</strong> button in Orders once stock arrives.</li>
  <li>Use the <strong>Warehouse Status</strong> column and its filters to follow each order on the warehouse floor.</li>
  <li>The tracking number and label are saved with the order, and your customer receives a tracking e-mail.</li>
  <li>To use your own shipping label, send a message on the order and attach the document.</li>
</ul>

<h3>Billing</h3>
<p>You receive one invoice per warehouse and month, with every charge itemised: reception, storage, order processing, extra products and returns for exchange. The prices of each warehouse are on the Prices page.</p>`;

export const HELP_CENTER_ES = `<h2>Centro de Ayuda</h2>
<p>Todo lo que necesitas para empezar a enviar con Estiba Fulfillment. Si no encuentras la respuesta aquí, escríbenos a <a href="mailto:hola@estiba.com">hola@estiba.com</a>.</p>

<h3>Crea tu cuenta</h3>
<p>Regístrate con tu nombre, el nombre de tu empresa, tu correo, tu teléfono y una contraseña de al menos ocho caracteres con una mayúscula, una minúscula y un número.</p>

<h3>Integra tu tienda</h3>
<ol>
  <li>Abre la pestaña <strong>Integraciones</strong>.</li>
  <li>Elige tu plataforma (Shopify, WooCommerce, Mercado Libre, VTEX, Tiendanube y más).</li>
  <li>Pega la URL de tu tienda y haz clic en <strong>Continuar</strong>.</li>
  <li>Concede el acceso en tu plataforma. Tus productos y pedidos empiezan a sincronizarse.</li>
</ol>
<p>Puedes conectar varias tiendas. La <strong>tienda principal</strong> es aquella cuyos SKU usa el almacén; vincula los productos de tus otros canales para compartir el stock entre ellos.</p>

<h3>Envía inventario al almacén</h3>
<ol>
  <li>Abre la pestaña <strong>Enviar inventario</strong>.</li>
  <li>Elige el almacén.</li>
  <li>Indica la cantidad de cada producto.</li>
  <li>Elige el método de envío: tu propia paquetería o nuestra plataforma de envíos.</li>
  <li>Indica el número de cajas y la cantidad por caja.</li>
  <li>Elige la fecha de llegada.</li>
  <li>Revisa y confirma. Recibirás una etiqueta en PDF para cada caja.</li>
</ol>

<h3>Pedidos</h3>
<ul>
  <li>Activa los pedidos automáticos en <strong>Configuración &gt; Tiendas</strong>: elige la tienda, abre <strong>Pedidos automáticos</strong>, actívalos, elige el almacén y guarda.</li>
  <li>Los pedidos que no pueden enviarse por falta de stock muestran el botón <strong>Iniciar proceso</strong> en Pedidos cuando llega el stock.</li>
  <li>Usa la columna <strong>Estado en almacén</strong> y sus filtros para seguir cada pedido dentro del almacén.</li>
  <li>El número de guía y la etiqueta se guardan en el pedido, y tu cliente recibe un correo de seguimiento.</li>
  <li>Para usar tu propia guía de envío, envía un mensaje en el pedido y adjunta el documento.</li>
</ul>

<h3>Facturación</h3>
<p>Recibes una factura por almacén y mes con cada cargo detallado: recepción, almacenamiento, procesamiento de pedidos, productos adicionales y devoluciones por cambio. Los precios de cada almacén están en la página de Precios.</p>`;
