// Verifies the signed payloads browsers send in the Authorization header (spec point 7: "Authorization header
// carries a signed payload"): a compact JWS, HS256 only, keyed with the site's payload key. The key is public
// (the browser holds it), so this gives integrity of the credentials envelope and a short replay window, not
// secrecy: HTTPS keeps the contents private. Any fault answers 409 'Incorrect Payload' (spec point 8).
import { jwtVerify, type JWTPayload } from 'jose';
import { Conflict } from './errors.js';

export const PAYLOAD_AUDIENCE = 'estiba-api:payload';
export const INCORRECT_PAYLOAD = 'Incorrect Payload';
/** The one algorithm accepted: an allow-list, so `alg: none` or another algorithm never verifies. */
const ALGORITHM = 'HS256';
/** The browser signs with exp = iat + 60 s; two minutes of age and 30 s of clock skew cover slow networks. */
const MAX_AGE = '120s';
const CLOCK_TOLERANCE_SECONDS = 30;
/** Far above any sign-up payload; longer headers are refused before any parsing. */
export const MAX_SIGNED_PAYLOAD_LENGTH = 8192;
/** The claims the envelope itself carries, not fields of the payload. */
const ENVELOPE_CLAIMS = ['iat', 'exp', 'aud', 'nbf', 'iss', 'sub', 'jti'] as const;

const BEARER = /^Bearer\s+(\S+)$/i;

export type PayloadFields = Record<string, unknown>;

export function incorrectPayload(): Conflict {
  return new Conflict(INCORRECT_PAYLOAD);
}

/** The token of an `Authorization: Bearer <token>` header; null when the header is absent or of another form. */
export function bearerValue(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  return BEARER.exec(header.trim())?.[1] ?? null;
}

function fieldsOf(payload: JWTPayload): PayloadFields {
  const fields: PayloadFields = { ...payload };
  for (const claim of ENVELOPE_CLAIMS) delete fields[claim];
  return fields;
}

export class SignedPayloadVerifier {
  private readonly key: Uint8Array;

  constructor(key: string) {
    this.key = new TextEncoder().encode(key);
  }

  /** The payload's own fields when the JWS is well signed, fresh and carries every `required` field. */
  async verify(jws: unknown, required: readonly string[] = []): Promise<PayloadFields> {
    if (typeof jws !== 'string' || jws.length === 0 || jws.length > MAX_SIGNED_PAYLOAD_LENGTH) {
      throw incorrectPayload();
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(jws, this.key, {
        algorithms: [ALGORITHM],
        audience: PAYLOAD_AUDIENCE,
        maxTokenAge: MAX_AGE,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['iat', 'exp'],
      }));
    } catch {
      throw incorrectPayload();
    }
    const fields = fieldsOf(payload);
    if (required.some((name) => fields[name] === undefined || fields[name] === null))
      throw incorrectPayload();
    return fields;
  }

  /** The payload of an `Authorization: Bearer <jws>` header. */
  verifyHeader(header: unknown, required: readonly string[] = []): Promise<PayloadFields> {
    const jws = bearerValue(header);
    if (jws === null) return Promise.reject(incorrectPayload());
    return this.verify(jws, required);
  }
}
