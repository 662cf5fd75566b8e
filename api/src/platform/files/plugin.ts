// `app.files`: the stored files of every module (comment attachments, shipping labels), over the configured store.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { StoredFiles } from './files.js';
import type { S3FileStoreOptions } from './s3-store.js';
import { FolderFileStore, type FileStore } from './store.js';

declare module 'fastify' {
  interface FastifyInstance {
    files: StoredFiles;
  }
}

export interface FilesPluginOptions {
  dir: string;
  maxBytes: number;
  /** FILE_STORE=s3: the bucket, instead of the folder. */
  s3?: S3FileStoreOptions | null;
  /** Another store (a test's). */
  store?: FileStore;
}

async function storeOf(options: FilesPluginOptions): Promise<FileStore> {
  if (options.store) return options.store;
  if (!options.s3) return new FolderFileStore(options.dir);
  // Loaded only when configured: the AWS SDK is large, and a folder store's start has no use for it.
  const { S3FileStore } = await import('./s3-store.js');
  return new S3FileStore(options.s3);
}

export const filesPlugin = fp(
  async (app: FastifyInstance, options: FilesPluginOptions) => {
    const store = await storeOf(options);
    app.decorate('files', new StoredFiles(store, options.maxBytes));
    // A store handed in by a caller is the caller's to close.
    if (!options.store) app.addHook('onClose', async () => store.close?.());
  },
  { name: 'estiba-files' },
);
