// The FileStore contract, run against every store: the folder (the default) and an S3-compatible bucket served by
// a real S3 server in this process (s3rver). Then what only one of them does.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { S3FileStore, s3ClientConfig } from './s3-store.js';
import {
  FILE_STORE_UNAVAILABLE_MESSAGE,
  FileStoreUnavailable,
  FolderFileStore,
  InvalidStorageKey,
  type FileStore,
} from './store.js';

let root: string;
let s3: TestS3Server;
const opened: FileStore[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'estiba-files-'));
  s3 = await startS3Server();
});

afterAll(async () => {
  await Promise.all(opened.map((store) => store.close?.()));
  await s3?.close();
  await rm(root, { recursive: true, force: true });
});

function open<T extends FileStore>(store: T): T {
  opened.push(store);
  return store;
}

const newKey = (client = 'CL-0002') => `${client}/2026-11/${randomUUID()}`;

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe.each([
  ['the folder store', () => open(new FolderFileStore(root))],
  ['the S3 store', () => open(new S3FileStore(s3.storeOptions('estiba/contract')))],
])('%s', (_name, makeStore) => {
  let store: FileStore;
  beforeAll(() => {
    store = makeStore();
  });

  it('gives back, as a stream with its size, exactly the bytes it was given', async () => {
    // Every byte value, so no text decoding or line-ending change can pass unnoticed.
    const bytes = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
    const key = newKey();
    await store.put(key, bytes, 'application/octet-stream');
    const object = await store.get(key);
    expect(object?.size).toBe(bytes.length);
    expect((await readAll(object!.body)).equals(bytes)).toBe(true);
  });

  it('streams a file of several megabytes in pieces, unchanged', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const key = newKey();
    await store.put(key, bytes, 'application/pdf');
    const object = await store.get(key);
    expect(object?.size).toBe(bytes.length);
    expect((await readAll(object!.body)).equals(bytes)).toBe(true);
  });

  it('answers null for a key it does not hold, and deletes what it holds', async () => {
    expect(await store.get(newKey())).toBeNull();
    const key = newKey();
    await store.put(key, Buffer.from('to be deleted'), 'text/plain; charset=utf-8');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    // Deleting again, or what never was, is not an error (a failed save cleans up without knowing).
    await expect(store.delete(key)).resolves.toBeUndefined();
    await expect(store.delete(newKey())).resolves.toBeUndefined();
  });

  it('keeps two clients’ files with the same month apart', async () => {
    const id = randomUUID();
    await store.put(`CL-0002/2026-11/${id}`, Buffer.from('first'), 'text/plain');
    await store.put(`CL-0003/2026-11/${id}`, Buffer.from('second'), 'text/plain');
    expect((await readAll((await store.get(`CL-0002/2026-11/${id}`))!.body)).toString()).toBe('first');
    expect((await readAll((await store.get(`CL-0003/2026-11/${id}`))!.body)).toString()).toBe('second');
  });

  it.each(['../../etc/passwd', '/CL-0002/2026-11/x', 'CL-0002/2026-11/../../secrets', ''])(
    'refuses %j as a key before touching anything',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKey);
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidStorageKey);
      await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidStorageKey);
    },
  );
});

describe('FolderFileStore', () => {
  it('writes a key once, inside its folder only, and leaves nothing behind a delete', async () => {
    const store: FileStore = new FolderFileStore(root);
    const key = newKey('CL-0009');
    await store.put(key, Buffer.from('hello'), 'text/plain');
    await expect(store.put(key, Buffer.from('again'), 'text/plain')).rejects.toThrow();
    expect(await readdir(path.join(root, 'CL-0009', '2026-11'))).toEqual([key.split('/')[2]]);
    await store.delete(key);
    expect(await readdir(path.join(root, 'CL-0009', '2026-11'))).toEqual([]);
  });
});

describe('S3FileStore', () => {
  const head = async (objectKey: string) => {
    const client = new S3Client(s3ClientConfig(s3.storeOptions()));
    try {
      return await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: objectKey }));
    } finally {
      client.destroy();
    }
  };

  it('names objects <prefix>/<key>, with their type and length', async () => {
    const store = open(new S3FileStore(s3.storeOptions('deployments/eu')));
    const key = newKey();
    expect(store.objectKey(key)).toBe(`deployments/eu/${key}`);
    await store.put(key, Buffer.from('%PDF-1.7 label'), 'application/pdf');
    const stored = await head(`deployments/eu/${key}`);
    expect(stored.ContentType).toBe('application/pdf');
    expect(stored.ContentLength).toBe(14);
    // Another prefix is another deployment: it does not see the object.
    expect(await open(new S3FileStore(s3.storeOptions('deployments/us'))).get(key)).toBeNull();
  });

  it('puts objects at the bucket root without a prefix', async () => {
    const store = open(new S3FileStore(s3.storeOptions('')));
    const key = newKey();
    expect(store.objectKey(key)).toBe(key);
    await store.put(key, Buffer.from('root'), 'text/plain');
    expect((await head(key)).ContentLength).toBe(4);
  });

  const failureOf = async (attempt: Promise<unknown>): Promise<FileStoreUnavailable> => {
    const error: unknown = await attempt.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(FileStoreUnavailable);
    const unavailable = error as FileStoreUnavailable;
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.message).toBe(FILE_STORE_UNAVAILABLE_MESSAGE);
    return unavailable;
  };

  it('answers a missing bucket as the store being unavailable, never as a missing file', async () => {
    const store = open(new S3FileStore({ ...s3.storeOptions(), bucket: 'no-such-bucket' }));
    const key = newKey();
    const failure = await failureOf(store.get(key));
    expect(String((failure.cause as Error).message)).toBe(
      `S3 GetObject of ${key} in bucket no-such-bucket failed: NoSuchBucket`,
    );
    await failureOf(store.put(key, Buffer.from('x'), 'text/plain'));
  });

  it('answers refused credentials as the store being unavailable, naming the reason for the log', async () => {
    const store = open(
      new S3FileStore({
        ...s3.storeOptions(),
        credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'wrong' },
      }),
    );
    const failure = await failureOf(store.put(newKey(), Buffer.from('x'), 'text/plain'));
    expect((failure.cause as Error).message).toMatch(/failed: InvalidAccessKeyId$/);
  });

  it('answers a server that is not there as the store being unavailable', async () => {
    // A port that was free a moment ago: nothing listens on it.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const store = open(new S3FileStore({ ...s3.storeOptions(), endpoint: `http://127.0.0.1:${port}` }));
    const failure = await failureOf(store.get(newKey()));
    expect((failure.cause as Error).message).toMatch(/ECONNREFUSED/);
  });
});
