import {
  FULFILLMENT_STATUSES,
  WAREHOUSE_STATUSES,
  type FulfillmentStatus,
} from '../../platform/db/orders-schema.js';
import {
  allowedActions,
  FULFILLMENT_TRANSITIONS,
  nextState,
  refusalMessage,
  TRANSITION_ACTIONS,
  WAREHOUSE_TRANSITIONS,
  type FloorStatus,
  type OrderState,
} from './transitions.js';

const FLOOR: FloorStatus[] = [null, ...WAREHOUSE_STATUSES];
const label = (s: OrderState) => `${s.fulfillmentStatus}/${s.warehouseStatus ?? '-'}`;

// Every move the domain allows, written out by hand: "from --action--> to". Everything else is refused.
const ALLOWED = new Set([
  'pending/- --send_to_process--> processing/ready_to_pick',
  'pending/- --wait_for_stock--> pending/no_stock',
  'pending/no_stock --wait_for_stock--> pending/no_stock',
  'pending/no_stock --start_process--> processing/ready_to_pick',
  'pending/- --cancel--> cancelled/-',
  'pending/no_stock --cancel--> cancelled/no_stock',
  'pending/ready_to_pick --cancel--> cancelled/ready_to_pick',
  'processing/- --cancel--> cancelled/-',
  'processing/no_stock --cancel--> cancelled/no_stock',
  'processing/ready_to_pick --cancel--> cancelled/ready_to_pick',
  'pending/- --delete--> deleted/-',
  'pending/no_stock --delete--> deleted/no_stock',
  'processing/ready_to_pick --start_picking--> processing/picking',
  'processing/picking --finish_picking--> processing/packing',
  'processing/packing --finish_packing--> processing/ready_to_ship',
  'processing/ready_to_ship --ship--> fulfilled/shipped',
  'fulfilled/shipped --deliver--> fulfilled/delivered',
  'fulfilled/shipped --return--> fulfilled/returned',
  'fulfilled/delivered --return--> fulfilled/returned',
]);

const states: OrderState[] = FULFILLMENT_STATUSES.flatMap((fulfillmentStatus) =>
  FLOOR.map((warehouseStatus) => ({ fulfillmentStatus, warehouseStatus })),
);
const cases = states.flatMap((state) => TRANSITION_ACTIONS.map((action) => ({ state, action })));

describe('the order transition table', () => {
  it.each(cases.map((c) => [label(c.state), c.action, c] as const))(
    '%s × %s',
    (_from, _action, { state, action }) => {
      const to = nextState(state, action);
      const move = to ? `${label(state)} --${action}--> ${label(to)}` : null;
      if (move) expect(ALLOWED).toContain(move);
      else
        expect([...ALLOWED].some((allowed) => allowed.startsWith(`${label(state)} --${action}-->`))).toBe(
          false,
        );
    },
  );

  it('covers every allowed move it lists', () => {
    const produced = new Set(
      cases.flatMap(({ state, action }) => {
        const to = nextState(state, action);
        return to ? [`${label(state)} --${action}--> ${label(to)}`] : [];
      }),
    );
    expect([...ALLOWED].filter((move) => !produced.has(move))).toEqual([]);
  });

  it('never ships an order that is not packed', () => {
    for (const state of states)
      if (state.warehouseStatus !== 'ready_to_ship') expect(nextState(state, 'ship')).toBeNull();
  });

  it('never deletes an order once it is processing, shipped or later', () => {
    for (const state of states)
      if (state.fulfillmentStatus !== 'pending' || !['no_stock', null].includes(state.warehouseStatus))
        expect(nextState(state, 'delete')).toBeNull();
  });

  it.each(['cancelled', 'deleted'] as FulfillmentStatus[])('treats %s as final', (fulfillmentStatus) => {
    for (const warehouseStatus of FLOOR)
      for (const action of TRANSITION_ACTIONS)
        expect(nextState({ fulfillmentStatus, warehouseStatus }, action)).toBeNull();
  });

  it('lets the floor move an order only forward, one step at a time', () => {
    const order: FloorStatus[] = ['ready_to_pick', 'picking', 'packing', 'ready_to_ship', 'shipped'];
    for (let i = 0; i + 1 < order.length; i += 1) {
      const moves = Object.entries(WAREHOUSE_TRANSITIONS.get(order[i]!) ?? {}).filter(
        ([, to]) => to !== order[i],
      );
      expect(moves.map(([, to]) => to)).toEqual(expect.arrayContaining([order[i + 1]]));
      for (const [, to] of moves) expect(to === order[i + 1]).toBe(true);
    }
  });

  it('reads per column the same table', () => {
    expect(FULFILLMENT_TRANSITIONS.get('pending')).toMatchObject({
      send_to_process: 'processing',
      delete: 'deleted',
    });
    expect(FULFILLMENT_TRANSITIONS.get('deleted')).toBeUndefined();
    expect(WAREHOUSE_TRANSITIONS.get('no_stock')).toMatchObject({ start_process: 'ready_to_pick' });
  });

  it('offers the merchant the actions the state allows', () => {
    expect(allowedActions({ fulfillmentStatus: 'pending', warehouseStatus: null })).toEqual([
      'send_to_process',
      'cancel',
      'delete',
    ]);
    expect(allowedActions({ fulfillmentStatus: 'pending', warehouseStatus: 'no_stock' })).toEqual([
      'start_process',
      'cancel',
      'delete',
    ]);
    expect(allowedActions({ fulfillmentStatus: 'processing', warehouseStatus: 'picking' })).toEqual([]);
    expect(allowedActions({ fulfillmentStatus: 'fulfilled', warehouseStatus: 'delivered' })).toEqual([
      'create_return',
    ]);
    expect(allowedActions({ fulfillmentStatus: 'fulfilled', warehouseStatus: 'returned' })).toEqual([
      'create_return',
    ]);
    expect(allowedActions({ fulfillmentStatus: 'cancelled', warehouseStatus: null })).toEqual([]);
  });

  it('names the state that refuses an action', () => {
    expect(refusalMessage({ fulfillmentStatus: 'fulfilled', warehouseStatus: 'shipped' }, 'delete')).toBe(
      'This order has been shipped and cannot be deleted.',
    );
    expect(refusalMessage({ fulfillmentStatus: 'cancelled', warehouseStatus: null }, 'send_to_process')).toBe(
      'This order is cancelled and cannot be sent to process.',
    );
  });
});
