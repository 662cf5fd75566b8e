// Verifies the signed payloads browsers send in the Authorization header (spec point 7: "Authorization header
// carries a signed payload"): a compact JWS, HS256 only, keyed with the site's payload key. The key is public
// (the browser holds it), so this gives integrity of the credentials envelope, not secrecy: HTTPS keeps the
// contents private. Each payload is good once: its random `jti` is recorded until the payload expires, so a
// captured header cannot be sent again. Any fault answers 409 'Incorrect Payload' (spec point 8); a replay 401.
import { jwtVerify, type JWTPayload } from 'jose';
import { Conflict, Unauthorized } from './errors.js';
import { findInputProblem, inputProblemError } from './input-guard.js';

export const PAYLOAD_AUDIENCE = 'estiba-api:payload';
export const INCORRECT_PAYLOAD = 'Incorrect Payload';
export const PAYLOAD_REPLAYED = 'This signed request has already been used. Send it again from the form.';
/** The one algorithm accepted: an allow-list, so `alg: none` or another algorithm never verifies. */
const ALGORITHM = 'HS256';
/** The browser signs with exp = iat + 60 s (shared's SIGNED_PAYLOAD_LIFETIME_S). */
const PAYLOAD_LIFETIME_SECONDS = 60;
/** Clock drift allowed between browser and API; small, since it lengthens the window a payload is good for. */
export const CLOCK_TOLERANCE_SECONDS = 5;
const MS_PER_SECOND = 1000;
/** A `jti` the browser made: 16 to 64 URL-safe characters (it sends 22, 128 random bits). */
const JTI_FORMAT = /^[A-Za-z0-9_-]{16,64}$/;
/** Far above any sign-up payload; longer headers are refused before any parsing. */
export const MAX_SIGNED_PAYLOAD_LENGTH = 8192;
/** The claims the envelope itself carries, not fields of the payload. */
const ENVELOPE_CLAIMS = ['iat', 'exp', 'aud', 'nbf', 'iss', 'sub', 'jti'] as const;

const BEARER = /^Bearer\s+(\S+)$/i;

export type PayloadFields = Record<string, unknown>;

/** Where used `jti`s are kept until their payload expires; shared by every API process that verifies. */
export interface UsedPayloads {
  /**
   * Records `id` for `ttlMs` and says whether this was its first use, atomically ("set if absent"), so two
   * racing requests with one payload cannot both pass.
   */
  firstUse(id: string, ttlMs: number): Promise<boolean>;
}

/** Used ids in this process's memory: correct for one process only (tests, a single instance). */
export function memoryUsedPayloads(now: () => number = Date.now): UsedPayloads {
  const expiries = new Map<string, number>();
  return {
    async firstUse(id, ttlMs) {
      const at = now();
      for (const [known, expiresAt] of expiries) if (expiresAt <= at) expiries.delete(known);
      if (expiries.has(id)) return false;
      expiries.set(id, at + ttlMs);
      return true;
    },
  };
}

export function payloadReplayed(): Unauthorized {
  return new Unauthorized(PAYLOAD_REPLAYED);
}

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

  constructor(
    key: string,
    private readonly used: UsedPayloads,
  ) {
    this.key = new TextEncoder().encode(key);
  }

  /**
   * The payload's own fields when the JWS is well signed, fresh, carries every `required` field and a `jti`
   * never seen before; the `jti` is then spent, whatever the caller does with the fields.
   */
  async verify(jws: unknown, required: readonly string[] = []): Promise<PayloadFields> {
    if (typeof jws !== 'string' || jws.length === 0 || jws.length > MAX_SIGNED_PAYLOAD_LENGTH) {
      throw incorrectPayload();
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(jws, this.key, {
        algorithms: [ALGORITHM],
        audience: PAYLOAD_AUDIENCE,
        maxTokenAge: PAYLOAD_LIFETIME_SECONDS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['iat', 'exp', 'jti'],
      }));
    } catch {
      throw incorrectPayload();
    }
    const { jti, exp, iat } = payload;
    if (typeof jti !== 'string' || !JTI_FORMAT.test(jti) || exp === undefined || iat === undefined) {
      throw incorrectPayload();
    }
    const fields = fieldsOf(payload);
    if (required.some((name) => fields[name] === undefined || fields[name] === null))
      throw incorrectPayload();
    // The payload is these routes' body: the input guard's rule holds for its fields too (a 400 naming the field).
    const problem = findInputProblem(fields);
    if (problem) throw inputProblemError('body', problem);
    // Kept until the checks above refuse the payload anyway (a second later, as they compare whole seconds).
    const lastAccepted = Math.min(exp, iat + PAYLOAD_LIFETIME_SECONDS) + CLOCK_TOLERANCE_SECONDS + 1;
    const ttlMs = Math.max(MS_PER_SECOND, lastAccepted * MS_PER_SECOND - Date.now());
    if (!(await this.used.firstUse(jti, ttlMs))) throw payloadReplayed();
    return fields;
  }

  /** The payload of an `Authorization: Bearer <jws>` header. */
  verifyHeader(header: unknown, required: readonly string[] = []): Promise<PayloadFields> {
    const jws = bearerValue(header);
    if (jws === null) return Promise.reject(incorrectPayload());
    return this.verify(jws, required);
  }
}
