import { ERROR_MESSAGE_IDS } from './errors';
import { failedResponse, failureMessage, serverMessage } from './failures';

/** A failed call as axios (and apiGet) report it. */
const answered = (status: number, data: unknown) => ({ isAxiosError: true, response: { status, data } });

describe('failureMessage (spec point 8, for every remote)', () => {
  it('gives the catalogue texts for 500 and 503 whatever the server said', () => {
    expect(failureMessage(answered(500, { message: 'boom' }))).toEqual({ id: ERROR_MESSAGE_IDS.server500 });
    expect(failureMessage(answered(503, null))).toEqual({ id: ERROR_MESSAGE_IDS.server503 });
  });

  it("gives the server's own words, else 'Sorry, something went wrong'", () => {
    expect(failureMessage(answered(409, { message: 'This SKU is already used' }))).toEqual({
      text: 'This SKU is already used',
    });
    expect(failureMessage(answered(404, { message: '  ' }))).toEqual({
      id: ERROR_MESSAGE_IDS.somethingWentWrong,
    });
    expect(failureMessage(answered(400, 'not json'))).toEqual({ id: ERROR_MESSAGE_IDS.somethingWentWrong });
  });

  it("tells a call that got no answer from a fault that was not a call's", () => {
    expect(failureMessage({ isAxiosError: true, message: 'Network Error' })).toEqual({
      id: ERROR_MESSAGE_IDS.noResponse,
    });
    expect(failureMessage(new TypeError('x is undefined'))).toEqual({
      id: ERROR_MESSAGE_IDS.somethingWentWrong,
    });
  });

  it('reads the response and message only when they have the shape', () => {
    expect(failedResponse(answered(422, { a: 1 }))).toEqual({ status: 422, data: { a: 1 } });
    expect(failedResponse({ response: { status: '500' } })).toBeNull();
    expect(failedResponse(null)).toBeNull();
    expect(serverMessage({ message: 7 })).toBeNull();
    expect(serverMessage(null)).toBeNull();
  });
});
