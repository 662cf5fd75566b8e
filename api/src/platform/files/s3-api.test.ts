// The API with FILE_STORE=s3 on a real S3-compatible server (s3rver in this process): an order comment's file
// goes into the bucket under S3_PREFIX, not into FILES_DIR, and comes back byte for byte as the same download
// the folder store gives (attachment, nosniff, the recorded type and length).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { orderReadyToPick, stockedProducts } from '../../modules/orders/floor-test-support.js';
import type { OrderComment } from '../../modules/orders/schemas.js';
import { prepareUsers, request, STAFF_WAREHOUSE, type Tokens } from '../../modules/receiving/test-support.js';
import { DEMO_CLIENT_ID } from '../../seed/ids.js';
import { startTestApp, TEST_FILES_DIR, type TestApp } from '../../test/app.js';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { asOperator } from '../db/scope.js';
import { INTERNAL_ERROR_MESSAGE } from '../errors.js';
import { storedFiles } from '../db/orders-schema.js';
import { s3ClientConfig } from './s3-store.js';

const PREFIX = 'estiba/api-test';

let s3: TestS3Server;
let t: TestApp;
let tokens: Tokens;
let bucket: S3Client;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await startTestApp({ env: s3.env(PREFIX) });
  tokens = await prepareUsers(t);
  bucket = new S3Client(s3ClientConfig(s3.storeOptions()));
  // Starting the app takes a while on a busy machine.
}, 60_000);

afterAll(async () => {
  bucket?.destroy();
  await t?.close();
  await s3?.close();
});

/** A multipart comment with one file, as the order screen sends it. */
function commentWithFile(comment: string, file: { content: Buffer; fileName: string }) {
  const boundary = `----estiba-s3-${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="comment"\r\n\r\n${comment}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      file.content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const storageKeyOf = (fileId: string) =>
  asOperator(t.testDatabase.database, async (tx) => {
    const [row] = await tx.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    return row!.storageKey;
  });

it('keeps an order comment’s file in the bucket and downloads it back byte for byte', async () => {
  expect(t.config.files.s3).toMatchObject({ bucket: s3.bucket, prefix: PREFIX, forcePathStyle: true });
  const [product] = await stockedProducts(t.testDatabase.database, DEMO_CLIENT_ID, STAFF_WAREHOUSE, [null]);
  const order = await orderReadyToPick(t.testDatabase.database, {
    clientId: DEMO_CLIENT_ID,
    warehouseId: STAFF_WAREHOUSE,
    lines: [{ product: product!, quantity: 1 }],
  });
  // A PDF with every byte value after its header: nothing on the way may decode or change it.
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256)),
  ]);
  const posted = await request(t, tokens.merchant, {
    method: 'POST',
    url: `/client/order/${order.id}/comment`,
    ...commentWithFile('Nuestra guía', { content: pdf, fileName: 'guía de envío.pdf' }),
  });
  expect(posted.statusCode).toBe(201);
  const { file } = posted.json<OrderComment>();
  expect(file).toMatchObject({ contentType: 'application/pdf', sizeBytes: pdf.length });

  // In the bucket under the prefix, with its type; nothing in the folder store.
  const storageKey = await storageKeyOf(file!.id);
  const object = await bucket.send(
    new HeadObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}/${storageKey}` }),
  );
  expect(object).toMatchObject({ ContentType: 'application/pdf', ContentLength: pdf.length });
  expect(existsSync(path.join(TEST_FILES_DIR, ...storageKey.split('/')))).toBe(false);

  const download = await request(t, tokens.merchant, { method: 'GET', url: `/${file!.url}` });
  expect(download.statusCode).toBe(200);
  expect(download.rawPayload.equals(pdf)).toBe(true);
  expect(download.headers).toMatchObject({
    'content-type': 'application/pdf',
    'content-length': String(pdf.length),
    'content-disposition': `attachment; filename="guia de envio.pdf"; filename*=UTF-8''gu%C3%ADa%20de%20env%C3%ADo.pdf`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });

  // Another merchant does not learn that the file exists.
  const other = await request(t, tokens.otherMerchant, { method: 'GET', url: `/${file!.url}` });
  expect(other.statusCode).toBe(404);

  // An object whose size is not the row's would break the download off or send other bytes: a fault, logged.
  await bucket.send(
    new PutObjectCommand({
      Bucket: s3.bucket,
      Key: `${PREFIX}/${storageKey}`,
      Body: Buffer.from('%PDF-1.7'),
    }),
  );
  const changed = await request(t, tokens.merchant, { method: 'GET', url: `/${file!.url}` });
  expect(changed.statusCode).toBe(500);
  expect(changed.json()).toMatchObject({ message: INTERNAL_ERROR_MESSAGE });

  // An object gone from the bucket is the folder store's missing file: a 404, not a failure.
  await bucket.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}/${storageKey}` }));
  const gone = await request(t, tokens.merchant, { method: 'GET', url: `/${file!.url}` });
  expect(gone.statusCode).toBe(404);
  expect(gone.json()).toMatchObject({ message: 'File not found' });
});
