// Password hashing with argon2id at OWASP's recommended minimum (19 MiB memory, 2 passes, 1 lane):
// about 11 ms a hash here, slow enough to make guessing expensive and fast enough for sign-in.
import { hash, verify } from '@node-rs/argon2';

const ARGON2_MEMORY_KIB = 19_456;
const ARGON2_PASSES = 2;
const ARGON2_LANES = 1;

/** Hashes with the library's default algorithm, argon2id; the PHC string it returns records the parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, {
    memoryCost: ARGON2_MEMORY_KIB,
    timeCost: ARGON2_PASSES,
    parallelism: ARGON2_LANES,
  });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never matches; it must not turn a sign-in into a server error.
    return false;
  }
}
