// Every route in the authorization table: the routes come from the application itself (startTestApp's onRoute
// hook), each is called as the operator's admin and staff, staff of another warehouse, the demo merchant, another
// merchant and a visitor, and
// each answer must be the table's. A route missing from the table fails the test, and so does an entry whose
// route no longer exists: a new route cannot skip the question of who may call it. A HEAD route answers as its
// GET. The patterns (everyone, signedIn, operatorOnly, merchantsOnly, demoMerchants…) are in test/authorization.ts.
//
// Adding a route: add its line below. The failure of a missing route prints the answers it gave, to check against
// what the route should answer, never to copy blindly. A route whose path names a client-owned thing gives the
// demo merchant's id in its request (`params`) and expects `demoMerchants(…)`: another merchant gets 404.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { products, shops, users } from './platform/db/schema.js';
import { asClient, asOperator } from './platform/db/scope.js';
import {
  DEMO_CLIENT_ID,
  DEMO_PASSWORD,
  DEMO_SANDBOX_SHOP_ID,
  DEMO_USER_ID,
  OPERATOR_CLIENT_ID,
  STAFF_USER_ID,
} from './seed/ids.js';
import {
  ACTORS,
  actorTokens,
  buildRequest,
  demoMerchants,
  everyone,
  merchantsOnly,
  operatorOnly,
  route,
  signedIn,
  type Actor,
  type Answers,
  type RouteEntry,
  type RouteRequest,
} from './test/authorization.js';
import { startTestApp } from './test/app.js';
import { orderReadyToPick, stockedProducts } from './modules/orders/floor-test-support.js';
import { shippedOrder } from './modules/returns/test-support.js';
import { invoiceWithCharges } from './modules/billing/read-test-support.js';
import { testCharge } from './modules/billing-disputes/test-support.js';
import { issueDueInvoices } from './modules/billing/invoice-job.js';
import { insertInvoice } from './modules/billing/jobs-test-support.js';
import { multipartFile } from './test/multipart.js';
import { SANDBOX_APP_KEY } from './modules/integrations/sandbox-store.js';
import { insertAnnouncement } from './modules/feature-announcements/repository.js';
import { signPayload } from './test/signed-payload.js';
import { recordEvent } from './platform/events/outbox.js';

const testApp = await startTestApp();
const { app, config } = testApp;
afterAll(() => testApp.close());

// ---- Fixtures: the demo merchant's things, made through the API as a browser would ---------------------------

/** Staff work at a warehouse (users.warehouse_id); the demo staff user works at this one, the other elsewhere. */
const STAFF_WAREHOUSE = 'WH-MX-CDMX';
const OTHER_WAREHOUSE = 'WH-MX-MTY';
const otherWarehouseStaffId = randomUUID();
await asOperator(testApp.testDatabase.database, async (tx) => {
  await tx.update(users).set({ warehouseId: STAFF_WAREHOUSE }).where(eq(users.id, STAFF_USER_ID));
  await tx.insert(users).values({
    id: otherWarehouseStaffId,
    clientId: OPERATOR_CLIENT_ID,
    email: `staff-${otherWarehouseStaffId}@estiba.test`,
    passwordHash: 'not-used-by-this-test',
    displayName: 'Monterrey Staff',
    role: 'staff',
    lang: 'es-MX',
    warehouseId: OTHER_WAREHOUSE,
  });
});
const tokens = await actorTokens(config.jwt, otherWarehouseStaffId);
const [demoProduct] = await asClient(testApp.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
  tx
    .insert(products)
    .values({
      clientId: DEMO_CLIENT_ID,
      sku: 'AUTHZ-1',
      name: 'Authorization table product',
      handle: 'authorization-table-product',
      lengthCm: '20.00',
      widthCm: '15.00',
      heightCm: '10.00',
      weightKg: '0.750',
    })
    .returning({ id: products.id, sku: products.sku }),
);
const product = demoProduct!;

// ---- Store connections: the sandbox store's addresses, a grant our app would ask for, and a shop to disconnect.
const sandboxUrl = (handle: string) => `${config.publicApiUrl}/sandbox-store/${handle}`;
const sandboxGrant = () => ({
  client_id: SANDBOX_APP_KEY,
  scope: 'read_orders',
  redirect_uri: `${config.publicApiUrl}/integrations/shopify/callback`,
  state: randomUUID(),
});
const demoShop = async (): Promise<string> => {
  const [shop] = await asClient(testApp.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
    tx
      .insert(shops)
      .values({ clientId: DEMO_CLIENT_ID, name: 'Authorization table store', ecommerce: 'woocommerce' })
      .returning({ id: shops.id }),
  );
  return shop!.id;
};
await asClient(testApp.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
  tx.insert(shops).values({
    clientId: DEMO_CLIENT_ID,
    name: 'authz',
    ecommerce: 'sandbox',
    url: sandboxUrl('authz'),
  }),
);

/** A small products CSV as a browser uploads it, and an import of it by the demo merchant (its job is the fixture). */
const importUpload = () =>
  multipartFile('sku,name,length_cm,width_cm,height_cm,weight_kg\nAUTHZ-CSV-1,Imported,10,10,10,0.5\n', {
    fileName: 'products.csv',
  });
const demoUpload = importUpload();
const demoImport = await app.inject({
  method: 'POST',
  url: '/imports/products',
  payload: demoUpload.payload,
  headers: { ...demoUpload.headers, authorization: `Bearer ${tokens.merchant}` },
});

const sendInventoryBody = (send: boolean) => ({
  warehouseId: STAFF_WAREHOUSE,
  lines: [{ productId: product.id, quantity: 2 }],
  shippingMethod: 'own_carrier',
  carrierName: 'Estafeta',
  trackingNumber: '7012345678',
  boxes: [{ lines: [{ productId: product.id, quantity: 2 }] }],
  // Today in Mexico City (the warehouse's time zone): an arrival date the order accepts.
  arrivalDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date()),
  send,
});

async function call(actor: Actor, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens[actor]}`, 'idempotency-key': randomUUID() },
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; boxes: { id: string; barcode: string }[] };
}

type OrderStage = 'draft' | 'in_transit' | 'arrived' | 'with_discrepancy';

/** A fresh receiving order of the demo merchant, taken to `stage`; its id and its one box. */
async function demoOrder(stage: OrderStage) {
  const order = await call('merchant', 'POST', '/warehouse/order', sendInventoryBody(stage !== 'draft'));
  if (stage === 'arrived' || stage === 'with_discrepancy') {
    await call('staff', 'POST', `/staff/receiving-orders/${order.id}/arrived`);
  }
  if (stage === 'with_discrepancy') {
    await call('staff', 'POST', `/staff/receiving-boxes/${order.boxes[0]!.id}/receive`, {
      lines: [{ sku: product.sku, received: 1 }],
      note: 'One unit missing',
    });
  }
  return { id: order.id, box: order.boxes[0]! };
}

const orderParams =
  (stage: OrderStage, name = 'receivingOrderId') =>
  async (): Promise<RouteRequest> => ({ params: { [name]: (await demoOrder(stage)).id } });
/** One order for the routes that only read it. */
const readOrder = await demoOrder('in_transit');

/** A new product of the caller's (a fresh SKU per call). */
const productBody = () => ({
  sku: `AUTHZ-${randomUUID().slice(0, 8)}`,
  name: 'Authorization table product',
  lengthCm: '20',
  widthCm: '15',
  heightCm: '10',
  weightKg: '0.750',
});

// ---- The table ---------------------------------------------------------------------------------------------

/** A single-use signed payload (CONTRACT4) in the Authorization header, where those routes read it. */
const signed = (fields: () => Record<string, unknown>) => async (): Promise<RouteRequest> => ({
  headers: { authorization: `Bearer ${await signPayload(fields())}` },
});
const newSignup = () => ({
  displayName: 'Authorization Table',
  accountName: 'Authorization Table Store',
  email: `authz-${randomUUID()}@estiba.test`,
  countryId: 1,
  phone: '+52 5512345678',
  password: DEMO_PASSWORD,
});
const HOSTED_QUERY = { site_id: 'estiba-fulfillment', redirect_url: `${config.publicAppUrl}/` };

/** A hosted form as a browser posts it: the page's CSRF cookie and token, then the fields. */
async function hostedForm(path: string, fields: Record<string, string>): Promise<RouteRequest> {
  const page = await app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(HOSTED_QUERY)}` });
  const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0]!;
  const csrfToken = /name="csrf_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return {
    query: HOSTED_QUERY,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, csrf_token: csrfToken }).toString(),
  };
}

/** A profile is its owner's alone: anyone else, the operator included, is refused. */
const ownProfile = (status = 200): Answers => ({
  admin: 403,
  staff: 403,
  otherWarehouseStaff: 403,
  merchant: status,
  otherMerchant: 403,
  visitor: 401,
});

/** A fresh pending order of the demo merchant (each actor acts on its own, so none finds it already changed). */
const orderBody = () => ({
  warehouseId: STAFF_WAREHOUSE,
  address: {
    customerName: 'Ana Torres',
    customerEmail: null,
    customerPhone: null,
    line1: 'Calle Durango 120',
    line2: null,
    city: 'Ciudad de México',
    region: null,
    postalCode: '06700',
    countryCode: 'MX',
  },
  lines: [{ productId: product.id, quantity: 1 }],
});
const merchantOrder = async () => (await call('merchant', 'POST', '/client/order', orderBody())).id;
const merchantOrderParams = async () => ({ params: { id: await merchantOrder() } });
const merchantOrderIds = async () => ({ body: { orderIds: [await merchantOrder()] } });

/** A fresh saved view of the demo merchant (issue 17). */
/** A fresh notification of the demo merchant's: the trigger's answer to an order shipped. */
const demoNotification = async (): Promise<string> =>
  asClient(testApp.testDatabase.database, DEMO_CLIENT_ID, async (tx) => {
    const eventId = await recordEvent(tx, {
      clientId: DEMO_CLIENT_ID,
      name: 'order.shipped',
      payload: { orderId: randomUUID(), warehouseId: 'WH-MX-CDMX', trackingNumber: 'AUTHZ' },
    });
    const result = await tx.execute(
      sql`SELECT id::text AS id FROM notifications WHERE event_id = ${eventId}`,
    );
    return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
  });

const merchantView = async () =>
  (
    await call('merchant', 'POST', '/client/saved-views', {
      list: 'orders',
      name: `Mine ${randomUUID()}`,
      filters: { fulfillmentStatus: 'pending' },
    })
  ).id;

// Orders on the warehouse floor (issue 17, staff side): stocked and reserved as Send to process leaves them, then
// moved along by the demo staff user to the stage a route needs, a fresh one per actor.
const [floorItem] = await stockedProducts(
  testApp.testDatabase.database,
  DEMO_CLIENT_ID,
  STAFF_WAREHOUSE,
  ['A-01-1'],
  500,
);
type FloorStage = 'ready_to_pick' | 'picking' | 'packing' | 'ready_to_ship' | 'shipped';
const FLOOR_STEPS: [FloorStage, string, object?][] = [
  ['picking', 'start-picking'],
  ['packing', 'picked'],
  ['ready_to_ship', 'pack', { barcode: floorItem!.barcode }],
  ['shipped', 'ship', { carrierId: 'mx-fedex', carrierServiceId: 'mx-fedex:s1' }],
];
async function floorOrder(stage: FloorStage): Promise<string> {
  const { id } = await orderReadyToPick(testApp.testDatabase.database, {
    clientId: DEMO_CLIENT_ID,
    warehouseId: STAFF_WAREHOUSE,
    customerEmail: null,
    lines: [{ product: floorItem!, quantity: 1 }],
  });
  for (const [reached, step, body] of FLOOR_STEPS) {
    if (stage === 'ready_to_pick') break;
    await call('staff', 'POST', `/staff/orders/${id}/${step}`, body);
    if (reached === stage) break;
  }
  return id;
}
const floorParams = (stage: FloorStage) => async (): Promise<RouteRequest> => ({
  params: { id: await floorOrder(stage) },
});
const shippedFloorOrder = await floorOrder('shipped');
const shippedLabel = (await call('staff', 'GET', `/staff/orders/${shippedFloorOrder}`)) as unknown as {
  label: { id: string };
};
// Returns (issue 17): a fresh return of a fresh shipped order of the demo merchant, per actor, taken to `stage`.
const demoShipped = () =>
  shippedOrder(testApp.testDatabase.database, {
    clientId: DEMO_CLIENT_ID,
    warehouseId: STAFF_WAREHOUSE,
    customerEmail: null,
    lines: [{ product: floorItem!, quantity: 1 }],
  });
async function demoReturn(stage: 'requested' | 'restocked' = 'requested') {
  const order = await demoShipped();
  const orderLineId = order.lines[0]!.id;
  const created = await call('merchant', 'POST', '/client/returns', {
    orderId: order.id,
    type: 'exchange',
    reason: 'Wrong size',
    lines: [{ orderLineId, quantity: 1 }],
  });
  if (stage === 'restocked')
    await call('staff', 'POST', `/staff/returns/${created.id}/receive`, {
      lines: [{ orderLineId, good: 1, damaged: 0 }],
    });
  return { id: created.id, orderId: order.id, orderLineId };
}
const returnParams = (stage: 'requested' | 'restocked') => async (): Promise<RouteRequest> => ({
  params: { id: (await demoReturn(stage)).id },
});
const readReturn = await demoReturn();
// Billing's read side (issue 18): an open invoice of the demo merchant with one charge, at a warehouse of its own.
const BILLING_WAREHOUSE = 'WH-AR-BUE';
const demoInvoice = await invoiceWithCharges(testApp.testDatabase.database, {
  clientId: DEMO_CLIENT_ID,
  warehouseId: BILLING_WAREHOUSE,
  periodMonth: '2026-10-01',
  currency: 'ARS',
  charges: [
    {
      kind: 'storage',
      occurredAt: '2026-10-03T15:00:00Z',
      quantity: '0.500',
      unit: 'm3',
      unitPriceCents: 1000,
      amountCents: 500,
      rule: { category: 'storage', serviceName: 'Storage', rangeMin: 0, rangeMax: null, openEnded: true },
      sourceType: 'storage_day',
      sourceId: `${BILLING_WAREHOUSE}:2026-10-03`,
      sourceLabel: '2026-10-03',
    },
  ],
});
const invoiceParams = { params: { warehouseId: BILLING_WAREHOUSE, invoiceId: demoInvoice.id } };
// Charge disputes (issue 18): a fresh charge of the demo merchant at the demo staff's warehouse, and an open dispute
// of one, made through the API.
const demoCharge = () =>
  testCharge(testApp.testDatabase.database, {
    clientId: DEMO_CLIENT_ID,
    warehouseId: STAFF_WAREHOUSE,
    amountCents: 2_500,
  });
async function demoDispute(): Promise<string> {
  const { id } = await demoCharge();
  const opened = (await call('merchant', 'POST', `/client/charge/${id}/dispute`, {
    reason: 'Charged twice for one order',
  })) as unknown as { dispute: { id: string } };
  return opened.dispute.id;
}
const disputeParams = async (): Promise<RouteRequest> => ({ params: { id: await demoDispute() } });
// Outgoing webhooks (issue 20): a fresh subscription of the demo merchant per request (to a port nothing listens
// on), and a finished delivery of it to replay.
async function demoSubscription(): Promise<string> {
  const created = (await call('merchant', 'POST', '/client/webhook-subscriptions', {
    url: 'http://127.0.0.1:9/authorization-table',
    topics: ['invoice.issued'],
  })) as unknown as { subscription: { id: string } };
  return created.subscription.id;
}
const subscriptionParams = async (): Promise<RouteRequest> => ({ params: { id: await demoSubscription() } });
async function failedDelivery(): Promise<RouteRequest> {
  const subscriptionId = await demoSubscription();
  const deliveryId = await asOperator(testApp.testDatabase.database, async (tx) => {
    const result = (await tx.execute(sql`
      INSERT INTO webhook_deliveries (client_id, subscription_id, event_name, payload, occurred_at, status)
      VALUES (${DEMO_CLIENT_ID}, ${subscriptionId}::uuid, 'webhook.test', '{}'::jsonb, now(), 'failed')
      RETURNING id`)) as { rows: { id: string }[] };
    return result.rows[0]!.id;
  });
  return { params: { deliveryId } };
}
const readDispute = await demoDispute();

// What's New (issue 19): a seeded feature the demo merchant marks seen, and a fresh draft per publish request.
const seededFeatureId = await asOperator(testApp.testDatabase.database, async (tx) => {
  const result = (await tx.execute(sql`SELECT id FROM feature_characteristics ORDER BY id LIMIT 1`)) as {
    rows: { id: string }[];
  };
  return result.rows[0]!.id;
});
const draftAnnouncement = async (): Promise<RouteRequest> => ({
  params: {
    id: await asOperator(testApp.testDatabase.database, (tx) =>
      insertAnnouncement(tx, {
        topic: 'Authorization table',
        createdBy: STAFF_USER_ID,
        characteristics: [{ imageUrl: null, description: 'A draft' }],
      }),
    ),
  },
});
const publishedAnnouncement = async (): Promise<RouteRequest> => ({
  params: {
    id: await asOperator(testApp.testDatabase.database, (tx) =>
      insertAnnouncement(tx, {
        topic: 'Authorization table',
        createdBy: STAFF_USER_ID,
        characteristics: [{ imageUrl: null, description: 'Published' }],
        published: true,
      }),
    ),
  },
});

// Invoices (issue 18): a fresh issued invoice of the demo merchant at the demo staff's warehouse, each in a month
// of its own (one invoice per client, warehouse and month), issued by the month-end job.
let invoiceMonths = 0;
async function issuedDemoInvoice(): Promise<RouteRequest> {
  invoiceMonths += 1;
  const periodMonth = `${2030 + Math.floor(invoiceMonths / 12)}-${String((invoiceMonths % 12) + 1).padStart(2, '0')}-01`;
  const invoiceId = await asOperator(testApp.testDatabase.database, async (tx) => {
    const id = await insertInvoice(tx, {
      clientId: DEMO_CLIENT_ID,
      warehouseId: STAFF_WAREHOUSE,
      periodMonth,
      currency: 'MXN',
    });
    await issueDueInvoices(tx, { now: new Date('2038-01-01T12:00:00Z'), invoiceIds: [id] });
    return id;
  });
  return { params: { invoiceId } };
}

const commentUpload = () => {
  const boundary = `----estiba-authz-${randomUUID()}`;
  return {
    body: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="comment"\r\n\r\nPlease pack it twice\r\n--${boundary}--\r\n`,
    ),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

const AUTHORIZATION: Record<string, RouteEntry> = {
  // ---- Platform
  'OPTIONS *': route(everyone(204), {
    headers: { origin: config.publicAppUrl, 'access-control-request-method': 'GET' },
  }),
  'GET /health': route(everyone(200)),
  'GET /documentation': route(everyone(200)),
  'HEAD /documentation/': route(everyone(200)),
  'GET /documentation/static/index.html': route(everyone(302)),
  'GET /documentation/static/swagger-initializer.js': route(everyone(200)),
  'GET /documentation/static/*': route(everyone(200), { params: { '*': 'swagger-ui.css' } }),
  'GET /documentation/json': route(everyone(200)),
  'GET /documentation/yaml': route(everyone(200)),
  // The public API's own page (issue 20): the same plugin, the /v1 operations only.
  'GET /documentation/v1': route(everyone(200)),
  'HEAD /documentation/v1/': route(everyone(200)),
  'GET /documentation/v1/static/index.html': route(everyone(302)),
  'GET /documentation/v1/static/swagger-initializer.js': route(everyone(200)),
  'GET /documentation/v1/static/*': route(everyone(200), { params: { '*': 'swagger-ui.css' } }),
  'GET /documentation/v1/json': route(everyone(200)),
  'GET /documentation/v1/yaml': route(everyone(200)),

  // ---- Public catalogue
  'GET /countries': route(everyone(200)),
  'GET /locales/:language': route(everyone(200), { params: { language: 'en-US' } }),
  'GET /warehouse/prices': route(everyone(200)),
  'GET /landings/carriers': route(everyone(200), { query: { country_code: 'MX' } }),
  'GET /ecommerce-platforms': route(everyone(200)),
  'GET /legal-documents': route(everyone(200)),
  'GET /documents/view': route(everyone(200)),
  'GET /media/logos/:kind/:slug.svg': route(everyone(200)),
  // A shop's webhook is signed by the shop, not by a session: unsigned, whoever calls, it is refused.
  'POST /webhooks/shopify/:resource/:event': route(everyone(401), {
    params: { resource: 'orders', event: 'create' },
    headers: { 'x-shopify-topic': 'orders/create', 'x-shopify-shop-domain': 'demo-store.myshopify.com' },
  }),

  // ---- Accounts: signing in and up reads no token (a signed payload or a form instead)
  'GET /auth/login': route(
    everyone(200),
    signed(() => ({ email: 'demo@estiba.test', password: DEMO_PASSWORD })),
  ),
  'GET /auth/signup': route(everyone(200), signed(newSignup)),
  'GET /auth/me': route(signedIn(200)),
  'POST /api/auth/user/update': route(signedIn(200), { body: { user: { shortcuts: ['inventory'] } } }),
  // An e-mail of its own per actor: asking is limited to 5 an hour per e-mail, and six actors ask.
  'POST /auth/new-password': route(everyone(200), async () => ({
    body: { email: `nobody-${randomUUID()}@estiba.test` },
  })),
  // Without a mailed reset token, whoever calls.
  'PUT /auth/new-password': route(everyone(401)),
  'GET /api/v2/users/:sub': route(ownProfile(200), { params: { sub: DEMO_USER_ID } }),
  'PATCH /api/v2/users/:sub': route(ownProfile(200), {
    params: { sub: DEMO_USER_ID },
    body: { user_metadata: { shortcuts: ['inventory'] } },
  }),
  // Account settings (issue 19): each user's own. The password and e-mail changes are asked with a wrong current
  // password (400), so no actor's password or address changes under the rest of the table.
  'GET /user/account': route(signedIn(200)),
  'PUT /user/account': route(signedIn(200), { body: { timeZone: 'America/Mexico_City' } }),
  'PUT /user/password': route(signedIn(400)),
  'POST /user/email': route(signedIn(400)),
  // Without a mailed link's token, whoever calls.
  'PUT /user/email': route(everyone(400)),
  // What's New (issue 19): the caller's own features (the demo user's id: anyone else 403), the operator's desk.
  'GET /user/:id/all-features': route(
    { admin: 403, staff: 403, otherWarehouseStaff: 403, merchant: 200, otherMerchant: 403, visitor: 401 },
    { params: { id: DEMO_USER_ID } },
  ),
  'PUT /feature-viewed': route(
    { admin: 403, staff: 403, otherWarehouseStaff: 403, merchant: 200, otherMerchant: 403, visitor: 401 },
    { body: { featuresIds: [seededFeatureId], userId: DEMO_USER_ID } },
  ),
  'GET /staff/feature-announcements': route(operatorOnly(200)),
  'POST /staff/feature-announcements': route(operatorOnly(201), async () => ({
    headers: { 'idempotency-key': randomUUID() },
    body: { topic: 'Authorization table', characteristics: [{ description: 'Created' }] },
  })),
  'POST /staff/feature-announcements/:id/publish': route(operatorOnly(200), draftAnnouncement),
  'POST /staff/feature-announcements/:id/unpublish': route(operatorOnly(200), publishedAnnouncement),
  'GET /accounts/login': route(everyone(200), { query: HOSTED_QUERY }),
  'GET /accounts/signup': route(everyone(200), { query: HOSTED_QUERY }),
  'POST /accounts/login': route(everyone(303), () =>
    hostedForm('/accounts/login', { email: 'demo@estiba.test', password: DEMO_PASSWORD }),
  ),
  'POST /accounts/signup': route(everyone(303), () =>
    hostedForm('/accounts/signup', {
      name: 'Authorization Table',
      company: 'Authorization Table Store',
      email: `authz-${randomUUID()}@estiba.test`,
      country: '1',
      areaCode: 'MX',
      phone: '55 1234 5678',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    }),
  ),
  // Without an authorization code, whoever calls.
  'POST /authentication': route(everyone(401)),

  // ---- Receiving orders: the merchant's
  // Sending inventory is the merchant's own action. The products named are the demo merchant's: in another
  // merchant's client there is no such product (400, the body's fault).
  'POST /warehouse/order': route({ ...merchantsOnly(201), otherMerchant: 400 }, async () => ({
    headers: { 'idempotency-key': randomUUID() },
    body: sendInventoryBody(true),
  })),
  'GET /warehouse/order': route(signedIn(200)),
  // The operator's users read every client's orders; sending a draft and cancelling are the merchant's alone.
  // Staff of another warehouse: the order is not at theirs, so not there for them (404).
  'GET /warehouse/order/detail/:receivingOrderId': route(demoMerchants(200, 200, 404), {
    params: { receivingOrderId: readOrder.id },
  }),
  'GET /warehouse/order/:receivingOrderId/labels': route(demoMerchants(200, 200, 404), {
    params: { receivingOrderId: readOrder.id },
  }),
  'POST /warehouse/order/:receivingOrderId/send': route(demoMerchants(200, 403), orderParams('draft')),
  'POST /warehouse/order/:receivingOrderId/cancel': route(demoMerchants(200, 403), orderParams('in_transit')),

  // ---- Receiving orders: warehouse staff's. Staff of another warehouse list their own warehouse's orders; an
  // order or box at the demo staff's warehouse is not there for them (404, as another merchant's ids).
  'GET /staff/receiving-orders': route(operatorOnly(200)),
  'GET /staff/receiving-boxes/:barcode': route(operatorOnly(200, 404), {
    params: { barcode: readOrder.box.barcode },
  }),
  'POST /staff/receiving-orders/:id/arrived': route(operatorOnly(200, 404), orderParams('in_transit', 'id')),
  'POST /staff/receiving-boxes/:boxId/receive': route(operatorOnly(200, 404), async () => ({
    params: { boxId: (await demoOrder('arrived')).box.id },
    body: { lines: [{ sku: product.sku, received: 2 }] },
  })),
  'POST /staff/receiving-boxes/:boxId/resolve-discrepancy': route(operatorOnly(200, 404), async () => ({
    params: { boxId: (await demoOrder('with_discrepancy')).box.id },
    body: { note: 'The merchant confirmed one unit was never packed' },
  })),
  // ---- Products and inventory: the merchant's (the operator's users have their own routes)
  'POST /products': route(merchantsOnly(201), async () => ({
    headers: { 'idempotency-key': randomUUID() },
    body: productBody(),
  })),
  'POST /products/batch': route(merchantsOnly(201), async () => ({
    headers: { 'idempotency-key': randomUUID() },
    body: { products: [productBody(), productBody()] },
  })),
  'GET /products/:productId': route(demoMerchants(200, 403), { params: { productId: product.id } }),
  'PUT /products/:productId': route(demoMerchants(200, 403), async () => ({
    params: { productId: product.id },
    body: { ...productBody(), sku: product.sku },
  })),
  'GET /products/:productId/movements': route(demoMerchants(200, 403), { params: { productId: product.id } }),
  'GET /warehouse/inventory': route(merchantsOnly(200), { query: { limit: '75' } }),
  // The inventory's dashboard widgets: the merchant's own figures; the receiving queue is the staff's (their warehouse).
  'GET /dashboard/inventory/stock': route(merchantsOnly(200)),
  'GET /dashboard/inventory/below-cover': route(merchantsOnly(200)),
  'GET /dashboard/inventory/receiving-due': route(merchantsOnly(200)),
  'GET /staff/dashboard/receiving': route(operatorOnly(200)),
  'GET /warehouses': route(signedIn(200)),
  'GET /warehouses/:warehouseId': route(signedIn(200), { params: { warehouseId: STAFF_WAREHOUSE } }),
  // Staff adjust stock in their own warehouse (admins anywhere; staff elsewhere are refused, with the reason:
  // warehouses are no secret); merchants never.
  'POST /warehouse/stock-adjustments': route(operatorOnly(201, 403), {
    body: {
      productId: product.id,
      warehouseId: STAFF_WAREHOUSE,
      quantity: 1,
      reason: 'adjusted',
      note: 'Found',
    },
  }),

  // ---- Jobs: a client's users follow their client's jobs; anyone else's job is not there for them (404)
  'GET /jobs': route(signedIn(200)),
  'GET /jobs/:jobId': route(
    { ...demoMerchants(200), admin: 404, staff: 404, otherWarehouseStaff: 404 },
    { params: { jobId: demoImport.json<{ jobId: string }>().jobId } },
  ),

  // ---- Orders: the merchant's (issue 17). Another merchant's order is not there for them (404); the operator's
  // users work on orders from the staff routes (403).
  'GET /client/orders': route(merchantsOnly(200)),
  'GET /client/shops/automatic-orders': route(merchantsOnly(200)),
  'PUT /client/shop/:id/automatic-orders': route(demoMerchants(200, 403), {
    params: { id: DEMO_SANDBOX_SHOP_ID },
    body: { automaticOrders: false, warehouseId: null },
  }),
  // Sync now: the demo's own shop is queued (202); another merchant's is not there (404), the operator's 403.
  'POST /client/shop/:id/sync': route(demoMerchants(202, 403), { params: { id: DEMO_SANDBOX_SHOP_ID } }),
  'GET /client/orders/filters': route(merchantsOnly(200)),
  'GET /client/order/:id': route(demoMerchants(200, 403), merchantOrderParams),
  'POST /client/order': route({ ...merchantsOnly(201), otherMerchant: 400 }, async () => ({
    headers: { 'idempotency-key': randomUUID() },
    body: orderBody(),
  })),
  'POST /client/order/:id/process': route(demoMerchants(200, 403), merchantOrderParams),
  'POST /client/orders/process': route(demoMerchants(200, 403), merchantOrderIds),
  'POST /client/order/:id/cancel': route(demoMerchants(200, 403), merchantOrderParams),
  'DELETE /client/order': route(demoMerchants(200, 403), merchantOrderIds),

  // ---- API tokens (issue 20): the merchant's own; another merchant finds no such token. The public API under
  // /v1 takes only API tokens: a portal session (every actor here) is refused as an invalid token.
  'GET /client/api-tokens': route(merchantsOnly(200)),
  'POST /client/api-tokens': route(merchantsOnly(201), async () => ({
    headers: { 'idempotency-key': randomUUID() },
    body: { name: 'Authorization table', scopes: ['orders:read'] },
  })),
  'POST /client/api-tokens/:id/revoke': route(demoMerchants(200, 403), async () => ({
    params: {
      id: (
        (await call('merchant', 'POST', '/client/api-tokens', {
          name: 'To revoke',
          scopes: ['orders:read'],
        })) as unknown as { token: { id: string } }
      ).token.id,
    },
  })),
  'GET /v1/orders': route(everyone(401)),
  'GET /v1/orders/:id': route(everyone(401)),
  'POST /v1/orders': route(everyone(401)),
  'GET /v1/products': route(everyone(401)),
  'GET /v1/products/:id': route(everyone(401)),
  'POST /v1/products': route(everyone(401)),
  'GET /v1/inventory-levels': route(everyone(401)),
  'GET /v1/receiving-orders': route(everyone(401)),
  'GET /v1/receiving-orders/:id': route(everyone(401)),
  'POST /v1/receiving-orders': route(everyone(401)),
  'GET /v1/returns': route(everyone(401)),
  'GET /v1/returns/:id': route(everyone(401)),
  'GET /v1/webhook-subscriptions': route(everyone(401)),
  'POST /v1/webhook-subscriptions': route(everyone(401)),
  'GET /v1/webhook-subscriptions/:id': route(everyone(401)),
  'DELETE /v1/webhook-subscriptions/:id': route(everyone(401)),
  'GET /v1/webhook-subscriptions/:id/deliveries': route(everyone(401)),

  // ---- Orders: the comment thread between the merchant and the warehouse (staff of the order's warehouse and admins
  // too) and the order's files; another merchant, or staff of another warehouse, find no such order (404).
  'POST /client/order/:id/comment': route(demoMerchants(201, 201, 404), async () => ({
    params: { id: await floorOrder('ready_to_pick') },
    ...commentUpload(),
  })),
  'GET /client/order/:id/files/:fileId': route(demoMerchants(200, 200, 404), {
    params: { id: shippedFloorOrder, fileId: shippedLabel.label.id },
  }),

  // ---- Orders: the warehouse floor (staff and admins; staff of another warehouse find no such order)
  'GET /staff/orders/queue': route(operatorOnly(200), { query: { warehouseId: STAFF_WAREHOUSE } }),
  // The orders widgets of the dashboard (issue 20): the merchant's own counts; the staff's work queue summary.
  'GET /dashboard/orders/by-warehouse-status': route(merchantsOnly(200)),
  'GET /dashboard/orders/shipped-per-day': route(merchantsOnly(200)),
  'GET /staff/dashboard/work-queue': route(operatorOnly(200)),
  'GET /staff/orders/:id': route(operatorOnly(200, 404), floorParams('ready_to_pick')),
  'POST /staff/orders/pick-list': route(operatorOnly(200, 404), async () => ({
    body: { orderIds: [await floorOrder('ready_to_pick')] },
  })),
  'POST /staff/orders/:id/start-picking': route(operatorOnly(200, 404), floorParams('ready_to_pick')),
  'POST /staff/orders/:id/picked': route(operatorOnly(200, 404), floorParams('picking')),
  'POST /staff/orders/:id/pack': route(operatorOnly(200, 404), async () => ({
    params: { id: await floorOrder('packing') },
    body: { barcode: floorItem!.barcode },
  })),
  'POST /staff/orders/:id/ship': route(operatorOnly(200, 404), async () => ({
    params: { id: await floorOrder('ready_to_ship') },
    body: { carrierId: 'mx-fedex', carrierServiceId: 'mx-fedex:s1' },
  })),
  'GET /staff/orders/:id/label': route(operatorOnly(200, 404), { params: { id: shippedFloorOrder } }),

  // ---- Saved views (issue 17): a merchant's own and their team's shared ones; the operator's users keep none
  // (403). Another merchant finds no such view (404); a fresh view per actor, so none finds it already gone.
  'GET /client/saved-views': route(merchantsOnly(200), { query: { list: 'orders' } }),
  'POST /client/saved-views': route(merchantsOnly(201), () =>
    Promise.resolve({
      headers: { 'idempotency-key': randomUUID() },
      body: { list: 'orders', name: `View ${randomUUID()}`, filters: { warehouseStatus: 'no_stock' } },
    }),
  ),
  'PATCH /client/saved-view/:id': route(demoMerchants(200, 403), async () => ({
    params: { id: await merchantView() },
    body: { name: `Renamed ${randomUUID()}` },
  })),
  'DELETE /client/saved-view/:id': route(demoMerchants(204, 403), async () => ({
    params: { id: await merchantView() },
  })),
  // Manual sales channels and the notifications centre (issue 19). A notification is made by migration 025's
  // trigger from an event worth telling (an order shipped), a fresh one per actor.
  'POST /client/sales-channels': route(merchantsOnly(201), () =>
    Promise.resolve({
      headers: { 'idempotency-key': randomUUID() },
      body: { name: `Channel ${randomUUID()}`, warehouseId: 'WH-MX-CDMX', automaticOrders: false },
    }),
  ),
  'GET /client/notifications': route(signedIn(200)),
  'POST /client/notifications/read-all': route(signedIn(200)),
  'POST /client/notifications/:id/read': route(demoMerchants(200, 404), async () => ({
    params: { id: await demoNotification() },
  })),

  // ---- Store connections (issue 19, store-connect): the merchant's under client/ (the operator's users have no
  // stores: 403; another merchant finds no such shop: 404); the OAuth callback and the sandbox store read no
  // session (a state and the store's HMAC, the store's access token) and refuse whoever brings neither.
  'POST /client/shop/validation': route(merchantsOnly(200), async () => ({
    body: { url: sandboxUrl('authz-free') },
  })),
  'POST /client/shop/outside/validation': route(everyone(200), async () => ({
    body: { url: sandboxUrl('authz-free') },
  })),
  // The sandbox platform's token is made per call; the operator's users have no shipping account to integrate.
  'PUT /client/:product/token': route(merchantsOnly(200), async () => ({
    params: { product: 'shipping-platform' },
    body: { token: 'not-a-sandbox-token' },
  })),
  'POST /sandbox-shipping-platform/accounts': route(everyone(201)),
  'POST /client/shop/oauth/start': route(merchantsOnly(200), async () => ({
    body: { url: sandboxUrl('authz-start') },
  })),
  'GET /integrations/shopify/callback': route(everyone(400), {
    query: { code: 'c0de', shop: 'authz', state: 'never-issued', timestamp: '1', hmac: '00' },
  }),
  'POST /client/shop': route(merchantsOnly(201), async () => ({
    body: {
      id: randomUUID(),
      url: `https://authz-${randomUUID()}.example.com`,
      name: 'Authorization table shop',
      ecommerce: 'woocommerce',
      token: 'ck_authz',
      outsideIntegration: false,
    },
  })),
  'GET /client/shops': route(signedIn(200)),
  'DELETE /client/shop/:id': route(demoMerchants(204, 404), async () => ({
    params: { id: await demoShop() },
  })),
  // The dashboard's onboarding steps (issue 20): the merchant's own, from the merchant's own records.
  'GET /dashboard/steps': route(merchantsOnly(200)),
  'POST /dashboard/steps/update': route(merchantsOnly(200), { body: { field: 'integrate' } }),
  'GET /sandbox-store/:handle/admin/oauth/authorize': route(everyone(200), async () => ({
    params: { handle: 'authz' },
    query: sandboxGrant(),
  })),
  'POST /sandbox-store/:handle/admin/oauth/authorize': route(everyone(302), async () => ({
    params: { handle: 'authz' },
    body: sandboxGrant(),
  })),
  'POST /sandbox-store/:handle/admin/oauth/access_token': route(everyone(401), {
    params: { handle: 'authz' },
    body: { client_id: SANDBOX_APP_KEY, client_secret: 'not-the-secret', code: 'c0de' },
  }),
  // Read with the shop's token as bearer (store-sync's product sync); no actor's session is one.
  'GET /sandbox-store/:handle/accesses/me': route(everyone(401), { params: { handle: 'authz' } }),
  'GET /sandbox-store/:handle/admin/api/2024-10/products.json': route(everyone(401), {
    params: { handle: 'authz' },
  }),
  'GET /sandbox-store/:handle/admin/api/2024-10/orders.json': route(everyone(401), {
    params: { handle: 'authz' },
  }),
  'POST /sandbox-store/:handle/admin/api/2024-10/webhooks.json': route(everyone(401), {
    params: { handle: 'authz' },
    body: {
      webhook: { topic: 'orders/create', address: `${config.publicApiUrl}/webhooks/shopify/orders/create` },
    },
  }),
  'GET /sandbox-store/:handle/admin/api/2024-10/orders/:id/fulfillment_orders.json': route(everyone(401), {
    params: { handle: 'authz', id: '1' },
  }),
  'POST /sandbox-store/:handle/admin/api/2024-10/fulfillments.json': route(everyone(401), {
    params: { handle: 'authz' },
    body: { fulfillment: { line_items_by_fulfillment_order: [{ fulfillment_order_id: 1 }] } },
  }),
  // The demo merchant has the 'authz' sandbox store connected; nobody else has.
  'POST /sandbox-store/:handle/orders': route(demoMerchants(201, 404), {
    params: { handle: 'authz' },
    body: { lines: [{ sku: 'SBX-MUG', quantity: 1 }] },
  }),

  // ---- Returns (issue 17): the merchant's under client/ (another merchant finds no such return or order: 404; the
  // operator's users work from the staff routes: 403) and the warehouse's desk under staff/returns (staff of
  // another warehouse find no such return: 404). Each changing request acts on a fresh return of its own.
  'GET /client/returns': route(merchantsOnly(200)),
  'GET /client/return/:id': route(demoMerchants(200, 403), { params: { id: readReturn.id } }),
  'POST /client/returns': route({ ...merchantsOnly(201), otherMerchant: 404 }, async () => {
    const order = await demoShipped();
    return {
      headers: { 'idempotency-key': randomUUID() },
      body: {
        orderId: order.id,
        type: 'refund',
        reason: 'Not as described',
        lines: [{ orderLineId: order.lines[0]!.id, quantity: 1 }],
      },
    };
  }),
  'POST /client/return/:id/send': route(demoMerchants(200, 403), async () => ({
    ...(await returnParams('requested')()),
    body: { trackingNumber: '1Z999AA10123456784' },
  })),
  'POST /client/return/:id/cancel': route(demoMerchants(200, 403), returnParams('requested')),
  'POST /client/return/:id/close': route(demoMerchants(200, 403), returnParams('restocked')),
  'GET /staff/returns': route(operatorOnly(200), { query: { warehouseId: STAFF_WAREHOUSE } }),
  'GET /staff/returns/:id': route(operatorOnly(200, 404), { params: { id: readReturn.id } }),
  'POST /staff/returns/:id/receive': route(operatorOnly(200, 404), async () => {
    const { id, orderLineId } = await demoReturn();
    return { params: { id }, body: { lines: [{ orderLineId, good: 1, damaged: 0 }] } };
  }),

  // ---- Invoices (issue 18): the billing desk under staff/ (staff of another warehouse find no such invoice: 404).
  'GET /staff/billing/invoices': route(operatorOnly(200), { query: { status: 'issued' } }),
  'POST /staff/invoice/:invoiceId/paid': route(operatorOnly(200, 404), issuedDemoInvoice),

  // ---- Charge disputes (issue 18): the merchant's under client/ (another merchant finds no such charge or dispute:
  // 404; the operator's users answer from the staff routes: 403) and the billing desk under staff/billing (staff of
  // another warehouse find no such dispute: 404). Each closing request acts on a fresh dispute of its own.
  'POST /client/charge/:chargeId/dispute': route({ ...merchantsOnly(201), otherMerchant: 404 }, async () => ({
    params: { chargeId: (await demoCharge()).id },
    headers: { 'idempotency-key': randomUUID() },
    body: { reason: 'This order was charged twice' },
  })),
  'GET /client/billing/disputes': route(merchantsOnly(200)),
  'GET /client/billing/dispute/:id': route(demoMerchants(200, 403), { params: { id: readDispute } }),
  'POST /client/billing/dispute/:id/messages': route(demoMerchants(201, 403), {
    params: { id: readDispute },
    body: { body: 'Any news?' },
  }),
  'GET /staff/billing/disputes': route(operatorOnly(200)),
  'GET /staff/billing/dispute/:id': route(operatorOnly(200, 404), { params: { id: readDispute } }),
  'POST /staff/billing/dispute/:id/messages': route(operatorOnly(201, 404), {
    params: { id: readDispute },
    body: { body: 'We are looking into it' },
  }),
  'POST /staff/billing/dispute/:id/reject': route(operatorOnly(200, 404), async () => ({
    ...(await disputeParams()),
    body: { message: 'The charge stands' },
  })),
  'POST /staff/billing/dispute/:id/credit': route(operatorOnly(200, 404), async () => ({
    ...(await disputeParams()),
    body: { amountCents: 1_000, message: 'Credited' },
  })),

  // ---- Outgoing webhooks (issue 20): the merchant's own subscriptions (another merchant finds no such one: 404;
  // the operator's users have none: 403).
  'GET /client/webhook-subscriptions': route(merchantsOnly(200)),
  'POST /client/webhook-subscriptions': route(merchantsOnly(201), async () => ({
    headers: { 'idempotency-key': randomUUID() },
    body: { url: 'http://127.0.0.1:9/authorization-table', topics: ['invoice.issued'] },
  })),
  'PUT /client/webhook-subscriptions/:id': route(demoMerchants(200, 403), async () => ({
    ...(await subscriptionParams()),
    body: { topics: ['invoice.issued', 'charge.created'] },
  })),
  'DELETE /client/webhook-subscriptions/:id': route(demoMerchants(204, 403), subscriptionParams),
  'POST /client/webhook-subscriptions/:id/test': route(demoMerchants(202, 403), subscriptionParams),
  'GET /client/webhook-subscriptions/:id/deliveries': route(demoMerchants(200, 403), subscriptionParams),
  'POST /client/webhook-subscriptions/:id/replay': route(demoMerchants(202, 403), async () => ({
    ...(await subscriptionParams()),
    body: { since: '2026-01-01T00:00:00Z' },
  })),
  'POST /client/webhook-deliveries/:deliveryId/replay': route(demoMerchants(202, 403), failedDelivery),

  // ---- Billing's read side (issue 18): the merchant's (the operator's users read billing from the staff routes:
  // 403). A warehouse is everyone's, its charges the caller's own (another merchant: 200 with none of the demo
  // merchant's); an invoice is the demo merchant's (another merchant: 404).
  'GET /client/billing/warehouses': route(merchantsOnly(200)),
  'GET /client/billing/warehouse/:warehouseId/charges': route(merchantsOnly(200), {
    params: { warehouseId: BILLING_WAREHOUSE },
  }),
  'GET /client/billing/warehouse/:warehouseId/charges.csv': route(merchantsOnly(200), {
    params: { warehouseId: BILLING_WAREHOUSE },
  }),
  'GET /client/invoice/:warehouseId/:invoiceId': route(demoMerchants(200, 403), invoiceParams),
  'GET /client/invoice/:warehouseId/:invoiceId/pdf': route(demoMerchants(200, 403), invoiceParams),
  'GET /client/invoice/:warehouseId/:invoiceId/csv': route(demoMerchants(200, 403), invoiceParams),

  // ---- CSV imports: the merchant's (templates for anyone signed in)
  'GET /imports/:kind/template.csv': route(signedIn(200), { params: { kind: 'products' } }),
  'POST /imports/:kind/preview': route(merchantsOnly(200), () => {
    const { payload, headers } = importUpload();
    return Promise.resolve({ params: { kind: 'products' }, body: payload, headers });
  }),
  'POST /imports/:kind': route(merchantsOnly(202), () => {
    const { payload, headers } = importUpload();
    return Promise.resolve({ params: { kind: 'products' }, body: payload, headers });
  }),
  'GET /imports/:jobId/rejected.csv': route(demoMerchants(200, 403), {
    params: { jobId: demoImport.json<{ jobId: string }>().jobId },
  }),
};

// ---- The test -------------------------------------------------------------------------------------------------

let addresses = 0;
/** Every request from an address of its own, so a per-address rate limit never answers in the handler's place. */
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** Routes checked at once; every route's actors call in turn, since some routes change what the next one sees. */
const CONCURRENT_ROUTES = 4;
/** About 120 routes × 5 actors and their fixtures: seconds alone, longer on a machine shared with other tests. */
const TABLE_TIMEOUT_MS = 120_000;

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
/** HEAD answers as GET (Fastify adds it to every GET route) unless the table says otherwise. */
const entryOf = (key: string): RouteEntry | undefined =>
  AUTHORIZATION[key] ?? (key.startsWith('HEAD ') ? AUTHORIZATION[`GET ${key.slice(5)}`] : undefined);

async function answersOf(
  registered: (typeof testApp.routes)[number],
  entry: RouteEntry | undefined,
): Promise<{ answers: Answers; messages: Partial<Record<Actor, string>> }> {
  const answers = {} as Answers;
  const messages: Partial<Record<Actor, string>> = {};
  for (const actor of ACTORS) {
    const given = typeof entry?.request === 'function' ? await entry.request(actor) : (entry?.request ?? {});
    const response = await app.inject(buildRequest(registered, given, tokens[actor], nextAddress()));
    answers[actor] = response.statusCode;
    if (response.statusCode >= 400) messages[actor] = errorMessage(response.body);
  }
  return { answers, messages };
}

/** What an error answer said, to tell a refusal from a validation error in a failure. */
function errorMessage(body: string): string {
  try {
    return (JSON.parse(body) as { message?: string }).message ?? body.slice(0, 80);
  } catch {
    return body.slice(0, 80);
  }
}

const formatted = (answers: Answers) =>
  `{ ${ACTORS.map((actor) => `${actor}: ${answers[actor]}`).join(', ')} }`;

describe('the authorization table', () => {
  it('lists every registered route, and no route that is not', () => {
    const registered = new Set(testApp.routes.map(keyOf));
    const missing = [...registered].filter((key) => !entryOf(key));
    const stale = Object.keys(AUTHORIZATION).filter((key) => !registered.has(key));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('never expects a server error', () => {
    const expectingErrors = Object.entries(AUTHORIZATION)
      .filter(([, entry]) => Object.values(entry.answers).some((status) => status >= 500))
      .map(([key]) => key);
    expect(expectingErrors).toEqual([]);
  });

  it(
    "gives every actor the table's answer on every route",
    async () => {
      const check = async (registered: (typeof testApp.routes)[number]): Promise<string[]> => {
        const key = keyOf(registered);
        const entry = entryOf(key);
        const { answers, messages } = await answersOf(registered, entry);
        if (!entry) return [`${key}: not in the table; it answered ${formatted(answers)}`];
        return ACTORS.filter((actor) => answers[actor] !== entry.answers[actor]).map((actor) => {
          const said = messages[actor] ? ` (${messages[actor]})` : '';
          return `${key}: ${actor} expected ${entry.answers[actor]}, got ${answers[actor]}${said}`;
        });
      };
      // A few routes at a time (each route's actors in turn): password hashing overlaps with the rest.
      const wrong: string[] = [];
      const queue = [...testApp.routes];
      await Promise.all(
        Array.from({ length: CONCURRENT_ROUTES }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) wrong.push(...(await check(next)));
        }),
      );
      expect(wrong.sort()).toEqual([]);
    },
    TABLE_TIMEOUT_MS,
  );
});
