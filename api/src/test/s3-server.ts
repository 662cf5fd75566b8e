// A real S3-compatible server for the tests, in this process: s3rver over a temporary folder, on a free port of
// 127.0.0.1, with one bucket. It speaks S3's REST protocol over HTTP (path-style addressing, XML errors such as
// NoSuchKey) and refuses access key ids it does not know (its one account is S3RVER / S3RVER). It does not check
// SigV4 signatures themselves (3.7.1 leaves that unimplemented), so a wrong secret goes unnoticed here.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3FileStoreOptions } from '../platform/files/s3-store.js';

export const S3RVER_ACCESS_KEY_ID = 'S3RVER';
export const S3RVER_SECRET_ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** A store's options for this server's bucket. */
  storeOptions(prefix?: string): S3FileStoreOptions;
  /** The API's environment for FILE_STORE=s3 on this server. */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'estiba-test-files'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'estiba-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // Buckets in the path only: a virtual-hosted request would need DNS for <bucket>.127.0.0.1.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    storeOptions: (prefix = '') => ({
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      prefix,
      credentials: { accessKeyId: S3RVER_ACCESS_KEY_ID, secretAccessKey: S3RVER_SECRET_ACCESS_KEY },
    }),
    env: (prefix = '') => ({
      FILE_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: S3RVER_SECRET_ACCESS_KEY,
      ...(prefix ? { S3_PREFIX: prefix } : {}),
    }),
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
