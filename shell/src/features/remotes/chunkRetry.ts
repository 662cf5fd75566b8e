// Spec point 4 and 8, "Chunk loading": a screen's chunk is retried up to 4 times at 1 s, then the page
// reloads at /welcome. A marker in sessionStorage remembers that reload, so a chunk that still fails
// after it shows the error with Retry instead of reloading for ever.
import type { ComponentType } from 'react';
import { withRetry, type RetryOptions } from './retry';

export const CHUNK_RELOAD_MARKER = 'estiba_chunk_reload';
export const CHUNK_RELOAD_PATH = '/welcome';

export interface ChunkRetryOptions extends RetryOptions {
  storage?: Storage;
  /** Full page navigation (a reload); `window.location.assign` in the browser. */
  reload?: (path: string) => void;
}

function readMarker(storage: Storage): boolean {
  try {
    return storage.getItem(CHUNK_RELOAD_MARKER) !== null;
  } catch {
    // Storage refused: behave as if we had already reloaded, so we never loop.
    return true;
  }
}

function writeMarker(storage: Storage, set: boolean): void {
  try {
    if (set) storage.setItem(CHUNK_RELOAD_MARKER, String(Date.now()));
    else storage.removeItem(CHUNK_RELOAD_MARKER);
  } catch (error) {
    console.warn('the chunk reload marker could not be saved', error);
  }
}

/** A promise that never settles: the page is navigating away and nothing should render meanwhile. */
const never = <T>() => new Promise<T>(() => undefined);

/**
 * Loads a lazy screen with retries. When every attempt fails, the first time the page reloads at
 * /welcome; if it fails again after that reload the error reaches the screen's error boundary.
 */
export async function loadChunkWithRetry<T>(
  load: () => Promise<T>,
  options: ChunkRetryOptions = {},
): Promise<T> {
  const storage = options.storage ?? window.sessionStorage;
  const reload = options.reload ?? ((path: string) => window.location.assign(path));
  try {
    const loaded = await withRetry(load, options);
    writeMarker(storage, false);
    return loaded;
  } catch (error) {
    if (readMarker(storage)) {
      writeMarker(storage, false);
      throw error;
    }
    writeMarker(storage, true);
    reload(CHUNK_RELOAD_PATH);
    return never();
  }
}

export type ScreenModule = { default: ComponentType };
