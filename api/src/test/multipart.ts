// A multipart/form-data request body with one file, as a browser's FormData sends it (inject takes the bytes).
import { randomUUID } from 'node:crypto';

export function multipartFile(
  content: string | Buffer,
  {
    fileName = 'import.csv',
    field = 'file',
    type = 'text/csv',
  }: { fileName?: string; field?: string; type?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----estiba-${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
