// The order's comment thread between the merchant and the warehouse (spec point 7), and the order's files. The
// merchant works in their own client's scope (row-level security); staff in the operator scope, limited to the
// orders of their warehouse; an order out of reach is not found. A comment and its file are written in one
// transaction with the order.comment_added event (warehouseId in it, so the warehouse's staff hear of it too).
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { AppDatabase, Database } from '../../platform/db/connection.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { ValidationFailed, NotFound } from '../../platform/errors.js';
import type { StoredFile, StoredFiles } from '../../platform/files/files.js';
import { withIdempotencyKey, type IdempotentAnswer } from '../../platform/idempotency.js';
import type { Session } from '../accounts/service.js';
import { rowsOf } from '../inventory/ledger.js';
import { orderFileUrl } from './repository.js';
import { MAX_COMMENT_LENGTH, type OrderComment } from './schemas.js';

export const COMMENT_MESSAGES = {
  orderNotFound: 'Order not found',
  fileNotFound: 'File not found',
  empty: 'Write a comment or attach a file',
  tooLong: `A comment has at most ${MAX_COMMENT_LENGTH} characters`,
} as const;

export interface CommentInput {
  comment: string;
  file: { fileName: string; bytes: Buffer } | null;
  idempotencyKey: string | null;
}

interface OrderRef {
  id: string;
  clientId: string;
  warehouseId: string;
}

export class CommentsService {
  constructor(
    private readonly database: Database,
    private readonly files: StoredFiles,
  ) {}

  /** The caller's scope: a merchant's client, or the operator's (staff: their warehouse's orders only). */
  private inScope<T>(session: Session, work: (tx: AppDatabase, warehouseId: string | null) => Promise<T>) {
    if (session.role === 'user') return asClient(this.database, session.clientId, (tx) => work(tx, null));
    // Staff without a warehouse reach no order.
    const warehouseId = session.role === 'staff' ? (session.warehouseId ?? '') : null;
    return asOperator(this.database, (tx) => work(tx, warehouseId));
  }

  private async findOrder(tx: AppDatabase, orderId: string, warehouseId: string | null): Promise<OrderRef> {
    const [row] = rowsOf<{ id: string; client_id: string; warehouse_id: string }>(
      await tx.execute(sql`
        SELECT id, client_id, warehouse_id FROM orders
         WHERE id = ${orderId}::uuid AND fulfillment_status <> 'deleted'
           ${warehouseId === null ? sql`` : sql`AND warehouse_id = ${warehouseId}`}`),
    );
    if (!row) throw new NotFound(COMMENT_MESSAGES.orderNotFound);
    return { id: row.id, clientId: row.client_id, warehouseId: row.warehouse_id };
  }

  add(session: Session, orderId: string, input: CommentInput): Promise<IdempotentAnswer<OrderComment>> {
    const body = input.comment.trim();
    if (body.length > MAX_COMMENT_LENGTH)
      throw new ValidationFailed(COMMENT_MESSAGES.tooLong, { field: 'comment' });
    if (!body && !input.file) throw new ValidationFailed(COMMENT_MESSAGES.empty, { field: 'comment' });
    return this.inScope(session, async (tx, warehouseId) => {
      const order = await this.findOrder(tx, orderId, warehouseId);
      const work = async () => ({
        status: 201,
        body: await this.insert(tx, session, order, body, input.file),
      });
      if (!input.idempotencyKey) return { ...(await work()), replayed: false };
      return withIdempotencyKey(
        tx,
        {
          clientId: order.clientId,
          scope: 'orders.comment',
          key: input.idempotencyKey,
          request: {
            orderId,
            comment: body,
            file: input.file ? { name: input.file.fileName, sha256: sha256(input.file.bytes) } : null,
          },
        },
        work,
      );
    });
  }

  private async insert(
    tx: AppDatabase,
    session: Session,
    order: OrderRef,
    body: string,
    upload: CommentInput['file'],
  ): Promise<OrderComment> {
    const file: StoredFile | null = upload
      ? await this.files.save(tx, {
          clientId: order.clientId,
          purpose: 'order_comment',
          fileName: upload.fileName,
          bytes: upload.bytes,
          createdBy: session.userId,
        })
      : null;
    const [row] = rowsOf<{ id: string; created_at: string | Date; author_name: string; author_role: string }>(
      await tx.execute(sql`
        WITH inserted AS (
          INSERT INTO order_comments (client_id, order_id, body, file_id, author_id)
          VALUES (${order.clientId}, ${order.id}::uuid, ${body}, ${file?.id ?? null}::uuid, ${session.userId}::uuid)
          RETURNING id, created_at
        )
        SELECT inserted.id, inserted.created_at, u.display_name AS author_name, u.role AS author_role
          FROM inserted LEFT JOIN users u ON u.id = ${session.userId}::uuid`),
    );
    await recordEvent(tx, {
      clientId: order.clientId,
      name: 'order.comment_added',
      payload: {
        orderId: order.id,
        warehouseId: order.warehouseId,
        commentId: row!.id,
        authorRole: session.role,
        hasFile: file !== null,
      },
    });
    return {
      id: row!.id,
      body,
      file: file
        ? {
            id: file.id,
            fileName: file.fileName,
            contentType: file.contentType,
            sizeBytes: file.sizeBytes,
            url: orderFileUrl(order.id, file.id),
          }
        : null,
      author: {
        id: session.userId,
        name: row!.author_name ?? '',
        role: session.role,
      },
      createdAt: new Date(row!.created_at).toISOString(),
    };
  }

  /** A file of the order: a comment's attachment or its shipping label; anything else is not found. */
  file(session: Session, orderId: string, fileId: string): Promise<{ file: StoredFile; body: Readable }> {
    return this.inScope(session, async (tx, warehouseId) => {
      const order = await this.findOrder(tx, orderId, warehouseId);
      const [owned] = rowsOf(
        await tx.execute(sql`
          SELECT 1 FROM orders WHERE id = ${order.id}::uuid AND label_file_id = ${fileId}::uuid
          UNION ALL
          SELECT 1 FROM order_comments WHERE order_id = ${order.id}::uuid AND file_id = ${fileId}::uuid
          LIMIT 1`),
      );
      if (!owned) throw new NotFound(COMMENT_MESSAGES.fileNotFound);
      return this.files.read(tx, fileId);
    });
  }
}

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
