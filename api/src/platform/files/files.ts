// Stored files: the bytes in the file store, a stored_files row in the caller's transaction (row-level security:
// the row is the client's), checked first by content and size. A download answers the recorded type as an
// attachment with nosniff, so a browser never runs or renders what someone uploaded as a page.
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppDatabase } from '../db/connection.js';
import { storedFiles, type StoredFilePurpose } from '../db/orders-schema.js';
import { AppError, NotFound } from '../errors.js';
import { attachmentDisposition } from './disposition.js';
import { ACCEPTED_KINDS_TEXT, nameForKind, sniffFile } from './sniff.js';
import type { FileStore } from './store.js';

export class FileTooLarge extends AppError {
  readonly statusCode = 413;
}

export class UnsupportedFileType extends AppError {
  readonly statusCode = 415;
}

const MEGABYTE = 1024 * 1024;

export const FILE_MESSAGES = {
  tooLarge: (maxBytes: number) =>
    `The file is larger than ${+(maxBytes / MEGABYTE).toFixed(2)} MB: attach a smaller one.`,
  empty: 'The file is empty.',
  unsupported: `This kind of file cannot be attached: send a ${ACCEPTED_KINDS_TEXT} file.`,
  notFound: 'File not found',
} as const;

export type StoredFile = typeof storedFiles.$inferSelect;

export interface NewFile {
  clientId: string;
  purpose: StoredFilePurpose;
  fileName: string;
  bytes: Buffer;
  createdBy: string | null;
}

export class StoredFiles {
  constructor(
    readonly store: FileStore,
    readonly maxBytes: number,
  ) {}

  /** Type and size by content, SHA-256, the bytes in the store, then the row; the row's id names the file. */
  async save(tx: AppDatabase, file: NewFile): Promise<StoredFile> {
    if (file.bytes.length > this.maxBytes) {
      throw new FileTooLarge(FILE_MESSAGES.tooLarge(this.maxBytes), { field: 'file' });
    }
    if (file.bytes.length === 0) throw new UnsupportedFileType(FILE_MESSAGES.empty, { field: 'file' });
    const kind = sniffFile(file.bytes, file.fileName);
    if (!kind) throw new UnsupportedFileType(FILE_MESSAGES.unsupported, { field: 'file' });
    const id = randomUUID();
    const storageKey = `${file.clientId}/${new Date().toISOString().slice(0, 7)}/${id}`;
    await this.store.put(storageKey, file.bytes, kind.contentType);
    try {
      const [row] = await tx
        .insert(storedFiles)
        .values({
          id,
          clientId: file.clientId,
          purpose: file.purpose,
          fileName: nameForKind(file.fileName || 'file', kind),
          contentType: kind.contentType,
          sizeBytes: file.bytes.length,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          storageKey,
          createdBy: file.createdBy,
        })
        .returning();
      return row!;
    } catch (error) {
      // A row that was never written leaves no bytes behind. (A transaction rolled back later does: such an
      // object is named by no row and is never served; a sweep of unnamed keys can remove it.)
      await this.store.delete(storageKey);
      throw error;
    }
  }

  /**
   * The row (visible in the caller's scope) and its bytes as a stream, opened last so that nothing after it can
   * fail and leave it open; a missing one is a 404.
   */
  async read(tx: AppDatabase, fileId: string): Promise<{ file: StoredFile; body: Readable }> {
    const [file] = await tx.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    if (!file) throw new NotFound(FILE_MESSAGES.notFound);
    const object = await this.store.get(file.storageKey);
    if (!object) throw new NotFound(FILE_MESSAGES.notFound);
    if (object.size !== file.sizeBytes) {
      // Sent anyway, the download would break off or carry bytes nobody uploaded: a fault for the log, not a file.
      object.body.destroy();
      throw new Error(
        `Stored object ${file.storageKey} has ${object.size} bytes, its row says ${file.sizeBytes}`,
      );
    }
    return { file, body: object.body };
  }
}

/** Sends a stored file as a download of its recorded type, streamed from the store. */
export function sendStoredFile(reply: FastifyReply, file: StoredFile, body: Readable): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-length', String(file.sizeBytes))
    .header('cache-control', 'private, no-store')
    .send(body);
}
