/**
 * How many cases the payload fuzz runs and from which seed. The test command runs the default:
 * 10,000 cases from a fixed seed, the same every time. `npm run fuzz` runs more (FUZZ_RUNS,
 * FUZZ_SEED from the environment, a random seed by default); a failure prints its seed and shrunk
 * case, and `FUZZ_SEED=<seed> FUZZ_RUNS=<n> npm run fuzz` replays it.
 */
export interface FuzzSettings {
  readonly runs: number;
  readonly seed: number;
  /** Set by `npm run fuzz`: print what ran (cases, seed, answers by status, largest answers). */
  readonly report: boolean;
}

export const DEFAULT_FUZZ_RUNS = 10_000;
export const DEFAULT_FUZZ_SEED = 110_011;

const whole = (text: string | undefined, name: string, fallback: number): number => {
  if (text === undefined || text === '') return fallback;
  // `npm run fuzz` without a seed explores new ground each time; the seed is printed to replay it.
  if (text === 'random') return Math.floor(Math.random() * 2 ** 31);
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be a whole number, got '${text}'`);
  return value;
};

export function fuzzSettings(env: Readonly<Record<string, string | undefined>> = process.env): FuzzSettings {
  return {
    runs: whole(env['FUZZ_RUNS'], 'FUZZ_RUNS', DEFAULT_FUZZ_RUNS),
    seed: whole(env['FUZZ_SEED'], 'FUZZ_SEED', DEFAULT_FUZZ_SEED),
    report: env['FUZZ_REPORT'] === '1',
  };
}
