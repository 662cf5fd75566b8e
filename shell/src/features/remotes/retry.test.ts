import { withRetry } from './retry';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('retries 4 times, 1 s apart, then gives up with the last error', async () => {
  const calledAt: number[] = [];
  const attempt = jest.fn(async () => {
    calledAt.push(Date.now());
    throw new Error(`failure ${calledAt.length}`);
  });
  const result = withRetry(attempt).catch((error: Error) => error.message);
  await jest.advanceTimersByTimeAsync(10_000);
  await expect(result).resolves.toBe('failure 5');
  expect(attempt).toHaveBeenCalledTimes(5);
  expect(calledAt.slice(1).map((time, index) => time - calledAt[index])).toEqual([1000, 1000, 1000, 1000]);
});

it('stops at the first success', async () => {
  const attempt = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
  const result = withRetry(attempt);
  await jest.advanceTimersByTimeAsync(999);
  expect(attempt).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  await expect(result).resolves.toBe('up');
  expect(attempt).toHaveBeenCalledTimes(2);
});
