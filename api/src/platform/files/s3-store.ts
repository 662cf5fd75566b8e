// The file store in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph, ...), chosen by FILE_STORE=s3.
// Objects are named <prefix>/<storage key>, so one bucket can hold several deployments' files side by side.
// Only what every S3-compatible server understands is used: PutObject, GetObject, DeleteObject, Content-MD5, and
// path-style addressing when the endpoint is not AWS (most self-hosted servers have no wildcard DNS for
// virtual-hosted buckets).
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import {
  FILE_STORE_UNAVAILABLE_MESSAGE,
  FileStoreUnavailable,
  checkStorageKey,
  type FileStore,
  type StoredObject,
} from './store.js';

export interface S3FileStoreOptions {
  bucket: string;
  region: string;
  /** The server's URL (MinIO, R2...); null is AWS S3 itself, found from the region. */
  endpoint: string | null;
  /** bucket in the path (http://host/bucket/key) rather than in the host name (http://bucket.host/key). */
  forcePathStyle: boolean;
  /** Folder-like prefix of every object, without leading or trailing slashes; '' for none. */
  prefix: string;
  /** null: the AWS SDK's usual chain (AWS_ACCESS_KEY_ID..., a web identity, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/** How long to wait for a connection, and for the next bytes of an answer, before the store counts as down. */
const CONNECTION_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 60_000;

export function s3ClientConfig(options: S3FileStoreOptions): S3ClientConfig {
  return {
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // The SDK's default since 2025 adds CRC32 checksums to every upload, which several S3-compatible servers
    // refuse or do not know; PutObject sends Content-MD5 instead, which they all check.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  };
}

/** The S3 error's code (NoSuchKey...), from the SDK's modelled exceptions or a server's bare XML error. */
function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { name, Code } = error as { name?: unknown; Code?: unknown };
  if (typeof Code === 'string') return Code;
  return typeof name === 'string' ? name : undefined;
}

/** What went wrong, in a word where there is one: the S3 code, else the system's (ECONNREFUSED), else the text. */
function failureOf(error: unknown): string {
  const code = errorCode(error);
  if (code !== undefined && code !== 'Error') return code;
  if (typeof error !== 'object' || error === null) return String(error);
  const { code: systemCode, message } = error as { code?: unknown; message?: unknown };
  if (typeof systemCode === 'string') return systemCode;
  return typeof message === 'string' && message !== '' ? message : String(error);
}

export class S3FileStore implements FileStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3FileStoreOptions) {
    this.client = new S3Client(s3ClientConfig(options));
  }

  /** The object's name in the bucket; the storage key is checked first, as the folder store does. */
  objectKey(key: string): string {
    checkStorageKey(key);
    return this.options.prefix ? `${this.options.prefix}/${key}` : key;
  }

  private unavailable(operation: string, key: string, error: unknown): FileStoreUnavailable {
    const cause = new Error(
      `S3 ${operation} of ${key} in bucket ${this.options.bucket} failed: ${failureOf(error)}`,
      { cause: error },
    );
    return new FileStoreUnavailable(FILE_STORE_UNAVAILABLE_MESSAGE, cause);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const Key = this.objectKey(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          // The server refuses the upload (BadDigest) when the bytes it got are not the bytes we sent.
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
        }),
      );
    } catch (error) {
      throw this.unavailable('PutObject', Key, error);
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const Key = this.objectKey(key);
    let body: unknown;
    let size: number | undefined;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key }));
      body = answer.Body;
      size = answer.ContentLength;
    } catch (error) {
      // A missing object is the folder store's missing file: null, which the caller answers with a 404.
      if (errorCode(error) === 'NoSuchKey') return null;
      throw this.unavailable('GetObject', Key, error);
    }
    // On Node the SDK's body is the HTTP response itself, a Readable; anything else is not something we can send.
    if (!(body instanceof Readable) || size === undefined) {
      if (body instanceof Readable) body.destroy();
      throw this.unavailable('GetObject', Key, new Error('the answer had no body stream or no length'));
    }
    return { body, size };
  }

  async delete(key: string): Promise<void> {
    const Key = this.objectKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key }));
    } catch (error) {
      // S3 answers 204 for a missing object; a few compatible servers answer NoSuchKey: either way it is gone.
      if (errorCode(error) === 'NoSuchKey') return;
      throw this.unavailable('DeleteObject', Key, error);
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
