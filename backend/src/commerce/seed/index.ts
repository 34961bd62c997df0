// The demo-data generator: commercetools drafts for both adapters, from the vocabulary.
export { generateSeed } from './generate-seed.js';
export { buildSeed } from './build-seed.js';
export { PROJECT_SETTINGS, SEED_LOAD_ORDER, type SeedData, type SeedVocabulary } from './seed-data.js';
export { seedImages, type SeedImage } from './seed-images.js';
export { productImageSvg, productImagePath, hueFor, IMAGE_PATH_PREFIX, type ProductImageOptions } from './images.js';
export { customTypes } from './custom-types.js';
export { DISCOUNT_CODES } from './discounts.js';
export { GUARANTEES, GUARANTEE_SKUS } from './extra-guarantees.js';
export { FREIGHT_PREDICATE, PARCEL_PREDICATE, deliveryTimeFor } from './shipping.js';
export { STANDARD_VAT_RATES } from './taxes.js';
export { channelKey, inventoryKey, productKey, reviewKey, zoneKey } from './keys.js';
