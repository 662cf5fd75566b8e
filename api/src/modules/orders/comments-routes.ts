// HTTP routes of the order's comment thread (spec point 7) and its file downloads. The comment comes as
// multipart/form-data, read by @fastify/multipart inside this plugin only.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationFailed } from '../../platform/errors.js';
import { FILE_MESSAGES, FileTooLarge, sendStoredFile } from '../../platform/files/files.js';
import { IDEMPOTENT_REPLAY_HEADER } from '../../platform/idempotency.js';
import { sessionOf } from '../accounts/authentication.js';
import { addCommentSchema, orderFileSchema } from './comments-schemas.js';
import { CommentsService, type CommentInput } from './comments-service.js';
import { MAX_COMMENT_LENGTH } from './schemas.js';

export const COMMENT_UPLOAD_ERRORS = {
  notMultipart:
    'Send the comment as multipart/form-data: a field comment and, if any, a file in a field file.',
  unknownPart: (name: string) => `Unexpected field ${name}: send comment and file only.`,
} as const;

/** Room for a comment's UTF-8 bytes (4 per character at most). */
const COMMENT_FIELD_BYTES = MAX_COMMENT_LENGTH * 4;

async function commentParts(
  request: FastifyRequest,
  maxBytes: number,
): Promise<Pick<CommentInput, 'comment' | 'file'>> {
  if (!request.isMultipart()) throw new ValidationFailed(COMMENT_UPLOAD_ERRORS.notMultipart);
  let comment = '';
  let file: CommentInput['file'] = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 2, fieldSize: COMMENT_FIELD_BYTES },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw new ValidationFailed(COMMENT_UPLOAD_ERRORS.unknownPart(part.fieldname));
        file = { fileName: part.filename || 'file', bytes: await part.toBuffer() };
      } else if (part.fieldname === 'comment') {
        comment = String(part.value ?? '');
      } else {
        throw new ValidationFailed(COMMENT_UPLOAD_ERRORS.unknownPart(part.fieldname));
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new FileTooLarge(FILE_MESSAGES.tooLarge(maxBytes), { field: 'file' });
    // busboy's refusals of a malformed body (no boundary, truncated parts, too many fields) are the caller's.
    if (code?.startsWith('FST_') || error instanceof Error)
      throw new ValidationFailed(COMMENT_UPLOAD_ERRORS.notMultipart);
    throw error;
  }
  return { comment, file };
}

export const commentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: app.files.maxBytes, files: 1 } });
  const comments = new CommentsService(app.database, app.files);
  const authenticated = { preHandler: app.authenticate };

  app.post(
    '/client/order/:id/comment',
    { schema: addCommentSchema, ...authenticated },
    async (request, reply) => {
      const session = sessionOf(request);
      const parts = await commentParts(request, app.files.maxBytes);
      const answer = await comments.add(session, request.params.id, {
        ...parts,
        idempotencyKey: request.headers['idempotency-key']?.trim() || null,
      });
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return reply.status(201).send(answer.body);
    },
  );

  app.get(
    '/client/order/:id/files/:fileId',
    { schema: orderFileSchema, ...authenticated },
    async (request, reply) => {
      const { file, body } = await comments.file(
        sessionOf(request),
        request.params.id,
        request.params.fileId,
      );
      return sendStoredFile(reply, file, body);
    },
  );
};
