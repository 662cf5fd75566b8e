import { CHUNK_RELOAD_MARKER, loadChunkWithRetry } from './chunkRetry';

const noWait = () => Promise.resolve();

beforeEach(() => sessionStorage.clear());

it('loads a chunk that succeeds after failures, and clears the reload marker', async () => {
  sessionStorage.setItem(CHUNK_RELOAD_MARKER, '1');
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue({ default: 'screen' });
  const reload = jest.fn();
  await expect(loadChunkWithRetry(load, { wait: noWait, reload })).resolves.toEqual({ default: 'screen' });
  expect(load).toHaveBeenCalledTimes(2);
  expect(reload).not.toHaveBeenCalled();
  expect(sessionStorage.getItem(CHUNK_RELOAD_MARKER)).toBeNull();
});

it('after 4 failed retries reloads the page at /welcome and marks it', async () => {
  const load = jest.fn().mockRejectedValue(new Error('ChunkLoadError'));
  const reload = jest.fn();
  const outcome = jest.fn();
  void loadChunkWithRetry(load, { wait: noWait, reload }).then(outcome, outcome);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(load).toHaveBeenCalledTimes(5);
  expect(reload).toHaveBeenCalledWith('/welcome');
  expect(sessionStorage.getItem(CHUNK_RELOAD_MARKER)).not.toBeNull();
  // The page is leaving: nothing renders an error in the meantime.
  expect(outcome).not.toHaveBeenCalled();
});

it('does not reload again when the chunk still fails after that reload: the error reaches the boundary', async () => {
  sessionStorage.setItem(CHUNK_RELOAD_MARKER, '1');
  const reload = jest.fn();
  const load = jest.fn().mockRejectedValue(new Error('ChunkLoadError'));
  await expect(loadChunkWithRetry(load, { wait: noWait, reload })).rejects.toThrow('ChunkLoadError');
  expect(reload).not.toHaveBeenCalled();
  expect(sessionStorage.getItem(CHUNK_RELOAD_MARKER)).toBeNull();
});
