import { deleteFailureMessage, failureMessage, outcomeMessage } from './failures';

const refused = (status: number, data: unknown) => ({ isAxiosError: true, response: { status, data } });
const outcome = (code: string | null, message: string | null) => ({
  orderId: 'o-1',
  ok: false,
  fulfillmentStatus: null,
  warehouseStatus: null,
  code,
  message,
});

describe('the order screens’ failure texts', () => {
  it("map the API's 'Please integrate a store…' refusal of a delete to the catalogue's text (spec point 8)", () => {
    const integrate = { id: 'errors.integrateStoreFirst' };
    expect(
      deleteFailureMessage(refused(409, { message: 'Please integrate a store so we can fetch your orders' })),
    ).toEqual(integrate);
    expect(deleteFailureMessage(refused(409, { code: 'STORE_NOT_INTEGRATED', message: 'x' }))).toEqual(
      integrate,
    );
    expect(outcomeMessage(outcome('STORE_NOT_INTEGRATED', null))).toEqual(integrate);
  });

  it("keep any other refusal in the server's words, and the catalogue's for 500, 503 and no answer", () => {
    expect(deleteFailureMessage(refused(409, { message: 'Order #1001 is already processing' }))).toEqual({
      text: 'Order #1001 is already processing',
    });
    expect(outcomeMessage(outcome('ORDER_ALREADY_PROCESSING', 'Already processing'))).toEqual({
      text: 'Already processing',
    });
    expect(outcomeMessage(outcome('X', null))).toEqual({ id: 'errors.somethingWentWrong' });
    expect(failureMessage(refused(500, { message: 'boom' }))).toEqual({ id: 'errors.server500' });
    expect(failureMessage(refused(503, {}))).toEqual({ id: 'errors.server503' });
    expect(failureMessage({ isAxiosError: true })).toEqual({ id: 'errors.noResponse' });
  });
});
