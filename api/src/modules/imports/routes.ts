// HTTP routes of CSV imports: templates, preview (nothing written), upload (202 with the job) and the rejected
// rows as CSV. The file comes as multipart/form-data, read by @fastify/multipart inside this plugin only.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationFailed } from '../../platform/errors.js';
import { sessionOf } from '../accounts/authentication.js';
import { merchantSession } from '../inventory/merchant.js';
import { registerImportJobs } from './jobs.js';
import {
  importSchema,
  MAX_IMPORT_FILE_BYTES,
  previewSchema,
  rejectedCsvSchema,
  templateSchema,
} from './schemas.js';
import { ImportsService, type UploadedFile } from './service.js';

export class FileTooLarge extends AppError {
  readonly statusCode = 413;
}

export const UPLOAD_ERRORS = {
  notMultipart: 'Send the CSV file as multipart/form-data, in a field named file.',
  noFile: 'Attach the CSV file in a field named file.',
  tooLarge: `The file is larger than ${MAX_IMPORT_FILE_BYTES / (1024 * 1024)} MB: split it into several files.`,
} as const;

const FILE_NAME_MAX = 255;
const CSV_TYPE = 'text/csv; charset=utf-8';

/** The one uploaded file, whole (it is at most MAX_IMPORT_FILE_BYTES); clear 4xx answers for anything else. */
async function uploadedFile(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new ValidationFailed(UPLOAD_ERRORS.notMultipart);
  try {
    const part = await request.file({ limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: 1, fields: 5 } });
    if (!part || part.fieldname !== 'file') throw new ValidationFailed(UPLOAD_ERRORS.noFile);
    const bytes = await part.toBuffer();
    const fileName = (part.filename || 'import.csv').trim().slice(0, FILE_NAME_MAX) || 'import.csv';
    return { fileName, bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new FileTooLarge(UPLOAD_ERRORS.tooLarge);
    // busboy's refusals of a malformed body (no boundary, truncated parts) are the caller's.
    if (code?.startsWith('FST_') || error instanceof Error)
      throw new ValidationFailed(UPLOAD_ERRORS.notMultipart);
    throw error;
  }
}

export const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: 1 } });
  const imports = new ImportsService(app.database, app.jobs);
  registerImportJobs(app.jobs);
  const authenticated = { preHandler: app.authenticate };
  const merchant = (request: FastifyRequest) => merchantSession(sessionOf(request));

  app.get(
    '/imports/:kind/template.csv',
    { schema: templateSchema, ...authenticated },
    async (request, reply) => {
      sessionOf(request);
      return reply
        .type(CSV_TYPE)
        .header('content-disposition', `attachment; filename="${request.params.kind}-template.csv"`)
        .send(imports.template(request.params.kind));
    },
  );

  app.post('/imports/:kind/preview', { schema: previewSchema, ...authenticated }, async (request) => {
    const session = merchant(request);
    return imports.preview(session, request.params.kind, await uploadedFile(request));
  });

  app.post('/imports/:kind', { schema: importSchema, ...authenticated }, async (request, reply) => {
    const session = merchant(request);
    const key = request.headers['idempotency-key']?.trim() || undefined;
    const answer = await imports.upload(session, request.params.kind, await uploadedFile(request), key);
    return reply.status(202).send(answer);
  });

  app.get(
    '/imports/:jobId/rejected.csv',
    { schema: rejectedCsvSchema, ...authenticated },
    async (request, reply) => {
      const { fileName, csv } = await imports.rejectedCsv(merchant(request), request.params.jobId);
      return reply
        .type(CSV_TYPE)
        .header('content-disposition', `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`)
        .send(csv);
    },
  );
};
