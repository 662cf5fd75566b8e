import Type from 'typebox';
import { Value } from 'typebox/value';
import { ReceivingOrderList } from '../modules/receiving/schemas.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, Paged, pageQuery } from './route-schemas.js';

const Row = Type.Object({ id: Type.String() });

describe('route schemas', () => {
  it('pages a list: its rows under their name and the rows across every page', () => {
    const page = Paged('rows', Row);
    expect(Value.Check(page, { rows: [{ id: 'a' }], totalRows: 40 })).toBe(true);
    expect(Value.Check(page, { rows: [{ id: 'a' }] })).toBe(false);
    expect(Value.Check(page, { rows: [{ id: 1 }], totalRows: 1 })).toBe(false);
    const more = Paged('rows', Row, { orderKeys: Type.Array(Type.String()) });
    expect(Value.Check(more, { rows: [], totalRows: 0, orderKeys: ['sku'] })).toBe(true);
    expect(Value.Check(more, { rows: [], totalRows: 0 })).toBe(false);
  });

  it('writes the receiving orders list as it was written by hand (the OpenAPI document keeps its shape)', () => {
    expect(JSON.parse(JSON.stringify(ReceivingOrderList))).toEqual(
      JSON.parse(
        JSON.stringify(
          Type.Object({
            receivingOrders: ReceivingOrderList.properties.receivingOrders,
            totalRows: Type.Integer({ description: 'Rows across every page' }),
          }),
        ),
      ),
    );
  });

  it('bounds limit and page, with the defaults the lists use', () => {
    const query = Type.Object(pageQuery());
    expect(Value.Check(query, { limit: MAX_PAGE_SIZE, page: MAX_PAGE })).toBe(true);
    expect(Value.Check(query, { limit: MAX_PAGE_SIZE + 1 })).toBe(false);
    expect(Value.Check(query, { page: 0 })).toBe(false);
    expect(Value.Default(query, {})).toEqual({ limit: DEFAULT_PAGE_SIZE, page: 1 });
    const small = Type.Object(pageQuery({ maxLimit: 10, defaultLimit: 5 }));
    expect(Value.Check(small, { limit: 11 })).toBe(false);
    expect(Value.Default(small, {})).toEqual({ limit: 5, page: 1 });
  });
});
