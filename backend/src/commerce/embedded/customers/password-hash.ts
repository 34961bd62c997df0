import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters: N (CPU and memory, a power of two), r (block size), p (parallelism). */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * The production cost. N = 2^15, r = 8, p = 1 needs 128·N·r = 32 MiB and ~50–100 ms per hash
 * on a server core: expensive enough that a leaked database cannot be brute-forced cheaply, cheap
 * enough that sign-ins do not queue. OWASP's floor is N = 2^17 (128 MiB per hash); we stay below
 * it because every sign-in and sign-up of the shop would hold that much memory at once. The
 * parameters travel inside every hash, so they can be raised later (PASSWORD_HASH_COST, see
 * password-hash-cost.ts) without invalidating the hashes already stored.
 */
export const SCRYPT_PARAMETERS: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };

/** 16 random bytes of salt per password (NIST's minimum is 4); 32-byte derived key. */
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/** Upper bounds a stored hash may ask for, so a corrupted record cannot make verification hang. */
export const MAX_LOG2_N = 20;
const MAX_R = 32;
const MAX_P = 16;

const derive = (password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    // maxmem above 128·N·r: Node refuses parameters that reach its 32 MiB default exactly.
    const maxmem = 256 * (options.N ?? 1) * (options.r ?? 1);
    scrypt(password.normalize('NFC'), salt, length, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });

/**
 * Hashes a password as `scrypt$N$r$p$salt$hash` (salt and hash in base64) at the given cost (the
 * engine's configured one: SCRYPT_PARAMETERS in production). The asynchronous scrypt runs on
 * libuv's thread pool, so a sign-in never blocks the event loop for its ~100 ms. The password is
 * NFC-normalised so the same password typed on different keyboards matches.
 */
export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const { N, r, p } = cost;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly salt: Buffer;
  readonly key: Buffer;
}

const isPowerOfTwo = (n: number): boolean => Number.isSafeInteger(n) && n > 1 && (n & (n - 1)) === 0;

function parse(encoded: string): ParsedHash | undefined {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  const valid = isPowerOfTwo(N) && N <= 2 ** MAX_LOG2_N &&
    Number.isSafeInteger(r) && r >= 1 && r <= MAX_R && Number.isSafeInteger(p) && p >= 1 && p <= MAX_P &&
    salt.length > 0 && key.length >= 16;
  return valid ? { N, r, p, salt, key } : undefined;
}

/**
 * Whether `password` matches a hash made by hashPassword. The comparison is constant-time
 * (timingSafeEqual), so response times reveal nothing about how much of a guess was right.
 * An unreadable hash never matches.
 */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parse(encoded);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await derive(password, salt, key.length, { N, r, p });
  return timingSafeEqual(candidate, key);
}

/**
 * A hash of a password nobody knows, verified when the e-mail is unknown so that an unknown
 * account costs the same scrypt time as a wrong password: sign-in timing cannot tell which
 * e-mail addresses have accounts. Made with the same cost as new hashes (so it costs the same),
 * once per cost, lazily.
 */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(cost: ScryptCost): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('base64'), cost);
    decoys.set(key, decoy);
  }
  return decoy;
}
