import { generateSeed, type SeedData } from '../seed/index.js';
import { reduceSeed } from '../seed/reduce-seed.fixture.js';

let kept: SeedData | undefined;

/**
 * The reduced demo seed, generated once per test file. Every target holds at least this data
 * (the embedded one the whole demo seed), so the cases take their SKUs, categories and expected
 * values from it.
 */
export function keptDemoSeed(): SeedData {
  kept ??= reduceSeed(generateSeed());
  return kept;
}
