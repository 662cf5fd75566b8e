// Where stored files' bytes live, behind one small interface: a folder by default (FILES_DIR, under the API's data
// folder, never served by a web server), so a fresh clone needs nothing more. An S3-compatible bucket would be a
// second implementation of FileStore; the API has no S3 client among its dependencies yet, so none is written here.
// Keys are made by the API (files.ts), never by a caller, and are checked again before they touch the disk.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** client/yyyy-mm/uuid: no dots, no leading slash, so a key never leaves the store's folder. */
export const STORAGE_KEY = /^[A-Za-z0-9-]{1,64}\/\d{4}-\d{2}\/[0-9a-f-]{36}$/;

export class InvalidStorageKey extends Error {}

export class FolderFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!STORAGE_KEY.test(key)) throw new InvalidStorageKey(`Not a storage key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // 'wx': a key is written once; a second write of the same key is a bug, not an update.
    await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
