// The warehouse floor's work (staff): the queue, the pick list, picking, packing by scan and shipping. Runs in the
// operator scope with an explicit filter on the staff user's warehouse (admins: any warehouse, or the one they
// choose); an order of another warehouse is answered as not found. Every status change goes through the orders
// transition table (transitions.ts): one conditional UPDATE, so of two staff racing on one order only one passes.
// No HTTP here.
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase, Database } from '../../platform/db/connection.js';
import { asOperator } from '../../platform/db/scope.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { AppError, Conflict, Forbidden, NotFound } from '../../platform/errors.js';
import type { StoredFiles } from '../../platform/files/files.js';
import type { Session } from '../accounts/service.js';
import { billSafely, chargeShippedOrder } from '../billing/charges.js';
import { recordMovements, type MovementInput } from '../inventory/ledger.js';
import type { LabelLanguage } from '../receiving/labels.js';
import type { Address, LabelRequest, ShippingPlatform } from '../shipping-platform/adapter.js';
import { renderPickList } from './floor-pick-list.js';
import {
  allLinesPacked,
  clearReservations,
  countStages,
  findCarriers,
  findCarrierService,
  findFloorLines,
  findFloorOrder,
  findLineByCode,
  findOrdersStatus,
  findPickRows,
  findWarehouse,
  listStage,
  markAllPicked,
  markEcommerceFulfilled,
  packOneUnit,
  type FloorLineRow,
  type FloorOrderRow,
  type FloorWarehouse,
} from './floor-repository.js';
import {
  DEFAULT_QUEUE_STAGE_SIZE,
  FLOOR_STAGES,
  type FloorAction,
  type FloorOrder,
  type PackResult,
  type ShipBody,
  type WorkQueue,
  type WorkQueueQuery,
} from './floor-schemas.js';
import { orderFileUrl } from './repository.js';
import type { StoreConnectors } from './shipping-connector.js';
import { trackingMail, type TrackingMailInput } from './shipping-mail.js';
import { applyTransition, canApply, refusalMessage, statePhrase, type StaffAction } from './transitions.js';

/** A request the server understood but whose content the order refuses (a wrong item scanned, one too many). */
export class Unprocessable extends AppError {
  readonly statusCode = 422;
}

export const FLOOR_MESSAGES = {
  staffOnly: 'Only warehouse staff and admins work the floor',
  noWarehouse: 'Your user works in no warehouse yet: an admin must assign you one',
  chooseWarehouse: 'Choose a warehouse',
  warehouseNotFound: 'Warehouse not found',
  orderNotFound: 'Order not found',
  wrongItem: (code: string) => `${code} is not in this order: put it back`,
  overQuantity: (sku: string, quantity: number) =>
    `All ${quantity} of ${sku} are already packed: this unit is one too many`,
  notPacking: (phrase: string) => `This order ${phrase}: only an order being packed takes scanned items`,
  notToPick: (number: number) => `Order #${number} is not waiting to be picked: only those go on a pick list`,
  unknownCarrier: 'Choose a carrier and one of its services from the list',
  carrierAbroad: "This carrier does not ship from the warehouse's country",
  pickListNotFound: 'One of the orders is not at your warehouse',
} as const;

const FLOOR_ACTION_OF: Readonly<Record<FloorAction, StaffAction>> = {
  start_picking: 'start_picking',
  finish_picking: 'finish_picking',
  pack: 'finish_packing',
  ship: 'ship',
};

/** Where the floor may look: one warehouse (staff: theirs). */
interface FloorScope {
  warehouseId: string;
}

export interface FloorDependencies {
  files: StoredFiles;
  shipping: ShippingPlatform;
  connectors: StoreConnectors;
  /** Sends the tracking e-mail after the shipment commits (never throws). */
  sendMail: (message: ReturnType<typeof trackingMail>) => void;
  /** Logs a shop that could not be told (the shipment stands). */
  logError: (error: unknown, message: string) => void;
}

export class FloorService {
  constructor(
    private readonly database: Database,
    private readonly deps: FloorDependencies,
  ) {}

  /** Staff: their warehouse, whatever they ask; admins: the warehouse they ask for (required for the queue). */
  private scope(session: Session, warehouseId?: string | null): FloorScope | null {
    if (session.role === 'admin') return warehouseId ? { warehouseId } : null;
    if (session.role !== 'staff') throw new Forbidden(FLOOR_MESSAGES.staffOnly);
    if (!session.warehouseId) throw new Forbidden(FLOOR_MESSAGES.noWarehouse);
    return { warehouseId: session.warehouseId };
  }

  /** The order in the caller's reach: staff at their warehouse only; admins any. */
  private async order(
    tx: AppDatabase,
    session: Session,
    orderId: string,
    options: { lock?: boolean } = {},
  ): Promise<FloorOrderRow> {
    const order = await findFloorOrder(tx, orderId, this.scope(session)?.warehouseId ?? null, options);
    if (!order) throw new NotFound(FLOOR_MESSAGES.orderNotFound);
    return order;
  }

  private async view(tx: AppDatabase, order: FloorOrderRow): Promise<FloorOrder> {
    const warehouse = (await findWarehouse(tx, order.warehouseId))!;
    const lines = await findFloorLines(tx, order.id, order.warehouseId);
    const state = { fulfillmentStatus: order.fulfillmentStatus, warehouseStatus: order.warehouseStatus };
    const allowedActions = (Object.keys(FLOOR_ACTION_OF) as FloorAction[]).filter((action) =>
      action === 'pack'
        ? order.warehouseStatus === 'packing' && order.fulfillmentStatus === 'processing'
        : canApply(state, FLOOR_ACTION_OF[action]),
    );
    return {
      id: order.id,
      number: order.number,
      reference: order.reference,
      client: order.client,
      warehouseId: order.warehouseId,
      warehouseStatus: order.warehouseStatus,
      customerName: order.customerName,
      city: order.city,
      countryCode: order.countryCode,
      lineCount: order.lineCount,
      unitCount: order.unitCount,
      processedAt: order.processedAt,
      shippedAt: order.shippedAt,
      fulfillmentStatus: order.fulfillmentStatus,
      address: {
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        customerPhone: order.customerPhone,
        ...order.address,
      },
      lines: lines.map(
        ({ reserved: _r, weightKg: _w, lengthCm: _l, widthCm: _wi, heightCm: _h, ...line }) => line,
      ),
      carrier: order.carrier,
      carrierService: order.carrierService,
      trackingNumber: order.trackingNumber,
      label: order.label ? { ...order.label, url: orderFileUrl(order.id, order.label.id) } : null,
      allowedActions,
      carriers: allowedActions.includes('ship') ? await findCarriers(tx, warehouse.countryCode) : [],
    };
  }

  private async reload(tx: AppDatabase, orderId: string): Promise<FloorOrder> {
    return this.view(tx, (await findFloorOrder(tx, orderId, null))!);
  }

  queue(session: Session, query: WorkQueueQuery): Promise<WorkQueue> {
    return asOperator(this.database, async (tx) => {
      const scope = this.scope(session, query.warehouseId?.trim() || null);
      if (!scope) throw new Unprocessable(FLOOR_MESSAGES.chooseWarehouse, { field: 'warehouseId' });
      const warehouse = await findWarehouse(tx, scope.warehouseId);
      if (!warehouse) throw new NotFound(FLOOR_MESSAGES.warehouseNotFound);
      const counts = await countStages(tx, warehouse);
      const limit = query.limit ?? DEFAULT_QUEUE_STAGE_SIZE;
      const stages = [];
      for (const stage of FLOOR_STAGES) {
        stages.push({ stage, count: counts[stage], orders: await listStage(tx, warehouse, stage, limit) });
      }
      return { warehouse: { id: warehouse.id, name: warehouse.name, timeZone: warehouse.timeZone }, stages };
    });
  }

  detail(session: Session, orderId: string): Promise<FloorOrder> {
    return asOperator(this.database, async (tx) => this.view(tx, await this.order(tx, session, orderId)));
  }

  /** The pick list of orders waiting to be picked or being picked, at one warehouse. */
  pickList(session: Session, orderIds: string[], language: LabelLanguage): Promise<Buffer> {
    return asOperator(this.database, async (tx) => {
      const first = await findFloorOrder(tx, orderIds[0]!, this.scope(session)?.warehouseId ?? null);
      if (!first) throw new NotFound(FLOOR_MESSAGES.pickListNotFound);
      const warehouse = (await findWarehouse(tx, first.warehouseId))!;
      const found = await findOrdersStatus(tx, orderIds, warehouse.id);
      if (found.length !== orderIds.length) throw new NotFound(FLOOR_MESSAGES.pickListNotFound);
      const notToPick = found.find(
        (order) =>
          order.fulfillmentStatus !== 'processing' ||
          (order.warehouseStatus !== 'ready_to_pick' && order.warehouseStatus !== 'picking'),
      );
      if (notToPick) throw new Conflict(FLOOR_MESSAGES.notToPick(notToPick.number));
      const printedAt = new Intl.DateTimeFormat(language === 'es' ? 'es-MX' : 'en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: warehouse.timeZone,
      }).format(new Date());
      return renderPickList(
        {
          warehouseName: warehouse.name,
          printedAt,
          orderCount: orderIds.length,
          rows: await findPickRows(tx, orderIds, warehouse.id),
        },
        { language },
      );
    });
  }

  /** A floor transition, refused with the table's words when the order's state does not allow it. */
  private async transition(
    tx: AppDatabase,
    session: Session,
    order: FloorOrderRow,
    action: StaffAction,
    extra: SQL[] = [],
  ) {
    const applied = await applyTransition(tx, {
      orderId: order.id,
      action,
      actorId: session.userId,
      set: extra,
    });
    if (!applied) {
      const now = (await findFloorOrder(tx, order.id, null))!;
      throw new Conflict(
        refusalMessage(
          { fulfillmentStatus: now.fulfillmentStatus, warehouseStatus: now.warehouseStatus },
          action,
        ),
      );
    }
    return applied;
  }

  startPicking(session: Session, orderId: string): Promise<FloorOrder> {
    return asOperator(this.database, async (tx) => {
      const order = await this.order(tx, session, orderId);
      await this.transition(tx, session, order, 'start_picking');
      return this.reload(tx, orderId);
    });
  }

  /** The staff confirm every unit picked: the lines are picked in full and the order goes to packing. */
  finishPicking(session: Session, orderId: string): Promise<FloorOrder> {
    return asOperator(this.database, async (tx) => {
      const order = await this.order(tx, session, orderId);
      await this.transition(tx, session, order, 'finish_picking');
      await markAllPicked(tx, orderId);
      return this.reload(tx, orderId);
    });
  }

  /**
   * One scanned unit. The order's row lock serialises two people packing the same order: each unit counts once,
   * a unit beyond the line's quantity is refused, and the last unit moves the order to ready_to_ship (once).
   */
  pack(session: Session, orderId: string, scanned: string): Promise<PackResult> {
    return asOperator(this.database, async (tx) => {
      const order = await this.order(tx, session, orderId, { lock: true });
      if (order.fulfillmentStatus !== 'processing' || order.warehouseStatus !== 'packing') {
        const state = { fulfillmentStatus: order.fulfillmentStatus, warehouseStatus: order.warehouseStatus };
        throw new Conflict(FLOOR_MESSAGES.notPacking(statePhrase(state)));
      }
      const code = scanned.trim();
      const line = await findLineByCode(tx, orderId, code);
      if (!line) throw new Unprocessable(FLOOR_MESSAGES.wrongItem(code), { field: 'barcode' });
      const packed = await packOneUnit(tx, line.id);
      if (packed === null) {
        throw new Unprocessable(FLOOR_MESSAGES.overQuantity(line.sku, line.quantity), { field: 'barcode' });
      }
      const complete = await allLinesPacked(tx, orderId);
      if (complete) await this.transition(tx, session, order, 'finish_packing');
      return {
        order: await this.reload(tx, orderId),
        line: { id: line.id, sku: line.sku, packed, quantity: line.quantity },
        complete,
      };
    });
  }

  /**
   * Buys the label, then ships in one transaction. The label is bought outside the transaction (a real platform
   * is a network call, and the order's lock must not wait on it); the transaction then checks the order again, so
   * of two staff shipping one order only one ships (the other's label is simply never used).
   */
  async ship(session: Session, orderId: string, body: ShipBody): Promise<FloorOrder> {
    const prepared = await asOperator(this.database, async (tx) => {
      const order = await this.order(tx, session, orderId);
      const state = { fulfillmentStatus: order.fulfillmentStatus, warehouseStatus: order.warehouseStatus };
      if (!canApply(state, 'ship')) throw new Conflict(refusalMessage(state, 'ship'));
      const warehouse = (await findWarehouse(tx, order.warehouseId))!;
      const service = await findCarrierService(tx, body.carrierId, body.carrierServiceId);
      if (!service) throw new Unprocessable(FLOOR_MESSAGES.unknownCarrier, { field: 'carrierServiceId' });
      if (service.countryCode !== warehouse.countryCode)
        throw new Unprocessable(FLOOR_MESSAGES.carrierAbroad, { field: 'carrierId' });
      const lines = await findFloorLines(tx, order.id, order.warehouseId);
      return { order, warehouse, service, lines };
    });
    const { order, warehouse, service, lines } = prepared;
    const request = labelRequest(order, warehouse, service, lines);
    const label = await this.deps.shipping.buyLabel(request);

    const shipped = await asOperator(this.database, async (tx) => {
      const locked = await this.order(tx, session, orderId, { lock: true });
      const state = { fulfillmentStatus: locked.fulfillmentStatus, warehouseStatus: locked.warehouseStatus };
      if (!canApply(state, 'ship')) throw new Conflict(refusalMessage(state, 'ship'));
      const file = await this.deps.files.save(tx, {
        clientId: order.client.id,
        purpose: 'shipping_label',
        fileName: label.labelFileName,
        bytes: label.labelPdf,
        createdBy: session.userId,
      });
      const applied = await this.transition(tx, session, locked, 'ship', [
        sql`tracking_number = ${label.trackingNumber}`,
        sql`carrier_id = ${service.carrierId}`,
        sql`carrier_service_id = ${service.serviceId}`,
        sql`label_file_id = ${file.id}::uuid`,
      ]);
      const movements: MovementInput[] = lines
        .filter((line) => line.productId && line.reserved > 0)
        .map((line) => ({
          clientId: order.client.id,
          productId: line.productId!,
          warehouseId: order.warehouseId,
          quantity: -line.reserved,
          reason: 'shipped' as const,
          documentType: 'order' as const,
          documentId: order.id,
          documentLine: String(line.position),
          createdBy: session.userId,
        }));
      if (movements.length > 0) await recordMovements(tx, movements);
      await clearReservations(tx, order.id);
      // Billing (issue 18): process order and extra products, in the shipment's transaction; a price list that
      // cannot price the order is logged and skipped, never failing the shipment.
      await billSafely(tx, { orderId: order.id, warehouseId: order.warehouseId }, (billing) =>
        chargeShippedOrder(billing, order.id),
      );
      const ecommerce = await markEcommerceFulfilled(
        tx,
        { id: order.id, clientId: order.client.id },
        session.userId,
      );
      if (ecommerce) {
        await recordEvent(tx, {
          clientId: applied.clientId,
          name: 'order.status_changed',
          payload: {
            orderId: order.id,
            warehouseId: order.warehouseId,
            statusColumn: 'ecommerce',
            from: ecommerce.from,
            to: 'fulfilled',
          },
        });
      }
      return this.reload(tx, orderId);
    });

    this.afterShipping(order, service, label.trackingNumber);
    return shipped;
  }

  /** After the shipment committed: the customer's tracking e-mail, and the shop through its connector. */
  private afterShipping(
    order: FloorOrderRow,
    service: { carrierName: string; serviceName: string },
    trackingNumber: string,
  ): void {
    if (order.customerEmail) {
      const mail: TrackingMailInput = {
        to: order.customerEmail,
        customerName: order.customerName,
        language: order.language,
        reference: order.reference,
        carrierName: service.carrierName,
        serviceName: service.serviceName,
        trackingNumber,
      };
      this.deps.sendMail(trackingMail(mail));
    }
    if (!order.shopId) return;
    const connector = this.deps.connectors.forShop(order.shopId);
    connector
      ?.notifyShipped({
        shopId: order.shopId,
        externalId: order.externalId,
        orderId: order.id,
        reference: order.reference,
        carrierName: service.carrierName,
        serviceName: service.serviceName,
        trackingNumber,
      })
      .catch((error: unknown) => this.deps.logError(error, 'the shop was not told the order shipped'));
  }

  /** The label of an order of the caller's reach. */
  label(session: Session, orderId: string) {
    return asOperator(this.database, async (tx) => {
      const order = await this.order(tx, session, orderId);
      if (!order.label) throw new NotFound(FLOOR_MESSAGES.orderNotFound);
      return this.deps.files.read(tx, order.label.id);
    });
  }
}

const warehouseAddress = (warehouse: FloorWarehouse): Address => ({
  name: `Estiba ${warehouse.name}`,
  line1: warehouse.address,
  city: warehouse.name,
  postalCode: '',
  countryCode: warehouse.countryCode,
});

/** The parcel: the lines' weight, the longest and widest product, their heights stacked. */
export function parcelOf(lines: FloorLineRow[]): LabelRequest['parcel'] {
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    weightKg: round(lines.reduce((sum, line) => sum + line.weightKg * line.quantity, 0)),
    lengthCm: round(Math.max(0, ...lines.map((line) => line.lengthCm))),
    widthCm: round(Math.max(0, ...lines.map((line) => line.widthCm))),
    heightCm: round(lines.reduce((sum, line) => sum + line.heightCm * line.quantity, 0)),
  };
}

function labelRequest(
  order: FloorOrderRow,
  warehouse: FloorWarehouse,
  service: { carrierId: string; carrierName: string; brand: string; serviceId: string; serviceName: string },
  lines: FloorLineRow[],
): LabelRequest {
  return {
    carrier: { id: service.carrierId, name: service.carrierName, brand: service.brand },
    service: { id: service.serviceId, name: service.serviceName },
    from: warehouseAddress(warehouse),
    to: { name: order.customerName, ...order.address },
    parcel: parcelOf(lines),
    reference: `#${order.number} / ${order.reference}`,
    currency: warehouse.currency,
  };
}
