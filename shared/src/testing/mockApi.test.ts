import { apiClient, apiErrorMessage } from '../api/client';
import { failing, mockApi, noResponse, ok, restoreApi } from './mockApi';

afterEach(restoreApi);

describe('mockApi', () => {
  it('answers in turn, repeating the last answer, and records what was sent', async () => {
    const api = mockApi(failing(503), ok(['a']));
    await expect(apiClient.get('one')).rejects.toThrow('This process may take a little longer.');
    await expect(apiClient.get('two')).resolves.toMatchObject({ status: 200, data: ['a'] });
    await expect(apiClient.get('three')).resolves.toMatchObject({ data: ['a'] });
    expect(api.requests.map((request) => request.url)).toEqual(['one', 'two', 'three']);
  });

  it('answers each request as a function of it; a throw is a request that got no answer', async () => {
    mockApi(({ url }) => {
      if (url === 'down') throw new Error('Network Error');
      return ok(url);
    });
    await expect(apiClient.get('up')).resolves.toMatchObject({ data: 'up' });
    const error = await apiClient.get('down').catch((caught: unknown) => caught);
    expect(apiErrorMessage(error)).toBe('Network Error');
  });

  it('puts the real transport back, even after several mocks', () => {
    const real = apiClient.defaults.adapter;
    mockApi(ok(1));
    mockApi(ok(2));
    restoreApi();
    expect(apiClient.defaults.adapter).toBe(real);
  });

  it('answers nothing at all for noResponse, as axios does when the server is unreachable', async () => {
    mockApi(noResponse());
    const error: unknown = await apiClient.get('any').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ isAxiosError: true, code: 'ERR_NETWORK' });
    expect((error as { response?: unknown }).response).toBeUndefined();
    expect(apiErrorMessage(error)).toBe('Something went wrong, we are working on a solution.');
  });
});
