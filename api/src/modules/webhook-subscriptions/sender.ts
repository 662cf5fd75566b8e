// Sends one signed message to an endpoint: a POST with a time limit, no redirect followed (Node's http does
// not follow them; a 3xx is a failure), and the answer's first kilobyte kept. The SSRF guard: the host name is
// resolved once, every address it gives is checked, and the connection goes to the checked address (so a DNS
// answer that changes between check and connect cannot point inside the network). Private, loopback,
// link-local and other non-public ranges are refused unless allowed (development and tests, whose receivers
// listen on 127.0.0.1).
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { EXCERPT_BYTES, excerpt } from './rules.js';

/** Ranges no webhook may reach in production (RFC 6890's special-purpose blocks, cloud metadata included). */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');

/** True for an address a webhook may not reach in production. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6 && address.toLowerCase().startsWith('::ffff:')) {
    // An IPv4-mapped address is judged as the IPv4 address it is.
    const v4 = address.slice(7);
    if (isIP(v4) === 4) return FORBIDDEN.check(v4, 'ipv4');
  }
  return FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class ForbiddenAddress extends Error {}

export interface SendOptions {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivateAddresses: boolean;
}

export interface SendResult {
  /** The answer's status, or null when none came (refused address, DNS, connection, time-out). */
  status: number | null;
  durationMs: number;
  excerpt: string | null;
  error: string | null;
}

/** The address to connect to: the first the name resolves to, after every one of them was checked. */
async function checkedAddress(
  hostname: string,
  allowPrivate: boolean,
): Promise<{ address: string; family: number }> {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  const found = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await lookup(bare, { all: true });
  if (found.length === 0) throw new Error(`${hostname} does not resolve`);
  if (!allowPrivate) {
    const refused = found.find(({ address }) => isForbiddenAddress(address));
    if (refused) throw new ForbiddenAddress(`${hostname} resolves to a private address (${refused.address})`);
  }
  return found[0]!;
}

export async function sendWebhook(options: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: unknown): SendResult => ({
    status: null,
    durationMs: elapsed(),
    excerpt: null,
    error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
  });
  let target: URL;
  let resolved: { address: string; family: number };
  try {
    target = new URL(options.url);
    resolved = await checkedAddress(target.hostname, options.allowPrivateAddresses);
  } catch (error) {
    return failed(error);
  }
  // The connection uses the address checked above, whatever the resolver would answer now.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [resolved]);
    else callback(null, resolved.address, resolved.family);
  };
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: pinned,
        timeout: options.timeoutMs,
        headers: {
          ...options.headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(options.body)),
          'user-agent': 'Estiba-Webhooks/1',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const answered = () =>
          resolve({
            status: response.statusCode ?? null,
            durationMs: elapsed(),
            excerpt: excerpt(Buffer.concat(chunks)),
            error: null,
          });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          kept += chunk.length;
          // The excerpt is all that is kept: a longer answer is not read to its end.
          if (kept > EXCERPT_BYTES) {
            answered();
            response.destroy();
          }
        });
        response.on('end', answered);
        response.on('error', (error) => resolve(failed(error)));
      },
    );
    // A whole-request deadline too: `timeout` only watches for idle sockets.
    const deadline = setTimeout(
      () => request.destroy(new Error(`No answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${options.timeoutMs} ms`)));
    request.on('error', (error) => resolve(failed(error)));
    request.on('close', () => clearTimeout(deadline));
    request.end(options.body);
  });
}
