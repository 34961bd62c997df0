import { MAX_LOG2_N, SCRYPT_PARAMETERS, type ScryptCost } from './password-hash.js';

type Env = Readonly<Record<string, string | undefined>>;

export const PASSWORD_HASH_COST = 'PASSWORD_HASH_COST';

/** log2 of the production N: the default, and the floor outside tests. */
const PRODUCTION_LOG2_N = Math.log2(SCRYPT_PARAMETERS.N);

/**
 * The default under jest (NODE_ENV=test): N = 2^10 is 1 MiB and about a millisecond per hash, so
 * a test's sign-ups cost the same on an idle laptop and on a loaded CI machine, where 32 MiB
 * hashes queued behind each other took seconds. Still real scrypt, real salts, real
 * verification: only the work factor is smaller.
 */
const TEST_LOG2_N = 10;

/** scrypt needs N > 1. */
const MIN_LOG2_N = 1;

/**
 * The scrypt cost of new password hashes, from PASSWORD_HASH_COST: log2 of N (each step doubles
 * time and memory, like bcrypt's cost factor); r = 8 and p = 1 stay fixed. Default 15, the
 * production cost; under jest (NODE_ENV=test) 10.
 *
 * Reading chosen: the variable is the exponent, not N itself, so a typo cannot ask for a
 * non-power of two, and values under 15 are refused unless NODE_ENV=test: production can only
 * raise the cost, never make leaked hashes cheap to brute-force. Old hashes keep their own
 * parameters (they travel in the hash), so changing the cost never locks anybody out. A value
 * that is not an integer in range stops start-up with a message naming the variable.
 */
export function passwordHashCostFromEnv(env: Env): ScryptCost {
  const underTest = env['NODE_ENV'] === 'test';
  const setting = env[PASSWORD_HASH_COST]?.trim();
  if (setting === undefined || setting === '') return costOf(underTest ? TEST_LOG2_N : PRODUCTION_LOG2_N);
  const floor = underTest ? MIN_LOG2_N : PRODUCTION_LOG2_N;
  const log2N = /^\d+$/.test(setting) ? Number(setting) : Number.NaN;
  if (!(log2N >= floor && log2N <= MAX_LOG2_N)) {
    const why = underTest ? '' : ` (under ${PRODUCTION_LOG2_N} only when NODE_ENV=test)`;
    throw new Error(`${PASSWORD_HASH_COST} must be an integer from ${floor} to ${MAX_LOG2_N}, log2 of scrypt's N${why}; got '${setting}'`);
  }
  return costOf(log2N);
}

const costOf = (log2N: number): ScryptCost => ({ N: 2 ** log2N, r: SCRYPT_PARAMETERS.r, p: SCRYPT_PARAMETERS.p });
