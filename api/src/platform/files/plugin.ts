// `app.files`: the stored files of every module (comment attachments, shipping labels), over the configured store.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { StoredFiles } from './files.js';
import { FolderFileStore, type FileStore } from './store.js';

declare module 'fastify' {
  interface FastifyInstance {
    files: StoredFiles;
  }
}

export interface FilesPluginOptions {
  dir: string;
  maxBytes: number;
  /** Another store (a bucket, a test's). */
  store?: FileStore;
}

export const filesPlugin = fp(
  async (app: FastifyInstance, options: FilesPluginOptions) => {
    app.decorate(
      'files',
      new StoredFiles(options.store ?? new FolderFileStore(options.dir), options.maxBytes),
    );
  },
  { name: 'estiba-files' },
);
