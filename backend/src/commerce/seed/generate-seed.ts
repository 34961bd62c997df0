import { buildSeed } from './build-seed.js';
import type { SeedData, SeedVocabulary } from './seed-data.js';
import { VOCABULARY } from './vocabulary/index.js';

/** The demo data of the shop: the real vocabulary unless another one is given. */
export const generateSeed = (vocabulary: SeedVocabulary = VOCABULARY): SeedData => buildSeed(vocabulary);
