// Where stored files' bytes live, behind one small interface: a folder by default (FILES_DIR, under the API's data
// folder, never served by a web server), so a fresh clone needs nothing more, or an S3-compatible bucket when
// FILE_STORE=s3 (s3-store.ts). Keys are made by the API (files.ts), never by a caller, and are checked again by
// every store before they touch a disk or a bucket.
import { open, mkdir, rm, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ServiceUnavailable } from '../errors.js';

/** A stored object as a stream of its bytes, with its size (the download's Content-Length). */
export interface StoredObject {
  body: Readable;
  size: number;
}

export interface FileStore {
  /** Writes a new object; contentType is kept where the store can keep it (a bucket's object metadata). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Lets go of what the store holds open (a bucket's connections); called when the app closes. */
  close?(): Promise<void>;
}

/** client/yyyy-mm/uuid: no dots, no leading slash, so a key never leaves the store's folder or prefix. */
export const STORAGE_KEY = /^[A-Za-z0-9-]{1,64}\/\d{4}-\d{2}\/[0-9a-f-]{36}$/;

export class InvalidStorageKey extends Error {}

export function checkStorageKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new InvalidStorageKey(`Not a storage key: ${key}`);
  return key;
}

export const FILE_STORE_UNAVAILABLE_MESSAGE =
  'Stored files cannot be reached right now: try again in a moment.';

/**
 * The store did not answer as it should (a bucket unreachable, refusing our credentials, missing): a 503 for the
 * person, with what really happened kept as the cause for the log.
 */
export class FileStoreUnavailable extends ServiceUnavailable {
  constructor(
    message: string,
    override readonly cause: unknown,
  ) {
    super(message);
  }
}

export class FolderFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...checkStorageKey(key).split('/'));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // 'wx': a key is written once; a second write of the same key is a bug, not an update.
    await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
  }

  async get(key: string): Promise<StoredObject | null> {
    let handle: FileHandle;
    try {
      // Opened here, not lazily by the stream, so a missing file is null now rather than a stream error later.
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      // The stream closes the handle when it ends or is destroyed (an aborted download).
      return { body: handle.createReadStream(), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
