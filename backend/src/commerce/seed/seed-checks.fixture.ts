import type { Attribute, ProductDraft } from '@commercetools/platform-sdk';
import { classifySku, isListedVirtualSku, isProductSlug, isValidExSku, LANGUAGE_CODES } from '@shop/domain';
import { COUNTRY_SITE_LIST } from '@shop/markets';
import { isValidEan13 } from './ean.js';
import type { SeedData } from './seed-data.js';

// Invariants every seed must keep, written once for the test vocabulary and the real one. Each
// check returns the problems it found (empty = fine), so a failure names what is wrong.

export const attributeOf = (product: ProductDraft, name: string): unknown =>
  product.masterVariant?.attributes?.find((a: Attribute) => a.name === name)?.value;

export const skuOf = (product: ProductDraft): string => product.masterVariant?.sku ?? '';

const catalogueProducts = (seed: SeedData): ProductDraft[] => seed.products.filter((p) => skuOf(p).startsWith('EX'));

export function skuProblems(seed: SeedData): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const product of seed.products) {
    const sku = skuOf(product);
    if (seen.has(sku)) problems.push(`duplicate SKU ${sku}`);
    seen.add(sku);
    const kind = classifySku(sku);
    if (sku.startsWith('EX') ? !isValidExSku(sku) || kind === 'unknown' || kind === 'test' : !isListedVirtualSku(sku)) {
      problems.push(`SKU ${sku} is not a valid EX or guarantee SKU (${kind})`);
    }
    if (product.key !== sku) problems.push(`product ${sku} has key ${product.key}`);
  }
  return problems;
}

export function languageProblems(seed: SeedData): string[] {
  const problems: string[] = [];
  const texts = (product: ProductDraft) => ({ name: product.name, slug: product.slug, description: product.description ?? {} });
  for (const product of seed.products) {
    for (const [field, value] of Object.entries(texts(product))) {
      for (const language of LANGUAGE_CODES) {
        const text = value[language];
        if (typeof text !== 'string' || text.trim() === '') problems.push(`${skuOf(product)} ${field}.${language} is empty`);
        else if (/\{\w+\}/.test(text)) problems.push(`${skuOf(product)} ${field}.${language} has an unfilled placeholder: ${text}`);
      }
    }
  }
  for (const category of seed.categories) {
    for (const language of LANGUAGE_CODES) {
      if (!category.name[language]) problems.push(`category ${category.key} name.${language} is empty`);
      if (!category.slug[language]) problems.push(`category ${category.key} slug.${language} is empty`);
    }
  }
  return problems;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugProblems(seed: SeedData): string[] {
  const problems: string[] = [];
  for (const language of LANGUAGE_CODES) {
    const seen = new Map<string, string>();
    const claim = (slug: string | undefined, owner: string): void => {
      if (slug === undefined) return;
      if (!SLUG.test(slug) || slug.length > 256) problems.push(`${owner} has a malformed ${language} slug "${slug}"`);
      const previous = seen.get(slug);
      if (previous !== undefined) problems.push(`${language} slug "${slug}" used by ${previous} and ${owner}`);
      seen.set(slug, owner);
    };
    for (const category of seed.categories) claim(category.slug[language], `category ${category.key}`);
    for (const product of seed.products) claim(product.slug[language], skuOf(product));
  }
  for (const product of catalogueProducts(seed)) {
    const digits = skuOf(product).slice(2);
    for (const language of LANGUAGE_CODES) {
      const slug = product.slug[language] ?? '';
      if (!slug.endsWith(`-${digits}`) || !isProductSlug(slug)) problems.push(`${skuOf(product)} ${language} slug "${slug}" does not end in -${digits}`);
    }
  }
  for (const category of seed.categories) {
    for (const language of LANGUAGE_CODES) {
      if (isProductSlug(category.slug[language] ?? '')) problems.push(`category ${category.key} slug looks like a product's`);
    }
  }
  return problems;
}

export function priceProblems(seed: SeedData): string[] {
  const problems: string[] = [];
  for (const product of seed.products) {
    const prices = product.masterVariant?.prices ?? [];
    for (const site of COUNTRY_SITE_LIST) {
      const matching = prices.filter((p) => p.country === site.code);
      if (matching.length !== 1) problems.push(`${skuOf(product)} has ${matching.length} prices for ${site.code}`);
      for (const price of matching) {
        if (price.value.currencyCode !== site.currency) problems.push(`${skuOf(product)} ${site.code} price in ${price.value.currencyCode}`);
        const cents = price.value.centAmount ?? -1;
        if (!Number.isSafeInteger(cents) || cents < 0) problems.push(`${skuOf(product)} ${site.code} price ${cents}`);
        if (skuOf(product).startsWith('EX') && cents <= 0) problems.push(`${skuOf(product)} ${site.code} is free`);
      }
    }
    if (prices.length !== COUNTRY_SITE_LIST.length) problems.push(`${skuOf(product)} has ${prices.length} prices`);
  }
  return problems;
}

export function eanProblems(seed: SeedData): string[] {
  return catalogueProducts(seed).flatMap((product) => {
    const ean = attributeOf(product, 'ean');
    return typeof ean === 'string' && isValidEan13(ean) ? [] : [`${skuOf(product)} has EAN ${String(ean)}`];
  });
}

/** Every key a draft references exists among the drafts of that type. */
export function referenceProblems(seed: SeedData): string[] {
  const keys = {
    'type': new Set(seed.types.map((t) => t.key)),
    'channel': new Set(seed.channels.map((c) => c.key)),
    'tax-category': new Set(seed.taxCategories.map((t) => t.key)),
    'zone': new Set(seed.zones.map((z) => z.key)),
    'product-type': new Set(seed.productTypes.map((p) => p.key)),
    'category': new Set(seed.categories.map((c) => c.key)),
    'product': new Set(seed.products.map((p) => p.key)),
    'cart-discount': new Set(seed.cartDiscounts.map((c) => c.key)),
    'store': new Set(seed.stores.map((s) => s.key)),
  } as const;
  const problems: string[] = [];
  const skus = new Set(seed.products.map(skuOf));
  // Walk every draft: any object with typeId and key is a reference by key, and nothing may use an id.
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${path}[${i}]`));
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.typeId === 'string') {
      if ('id' in record) problems.push(`${path} references by id`);
      const known = (keys as Record<string, Set<string | undefined>>)[record.typeId];
      if (!known) problems.push(`${path} references unknown type ${record.typeId}`);
      else if (typeof record.key !== 'string' || !known.has(record.key)) problems.push(`${path} references missing ${record.typeId} "${String(record.key)}"`);
    }
    for (const [name, child] of Object.entries(record)) walk(child, `${path}.${name}`);
  };
  for (const [collection, drafts] of Object.entries(seed)) walk(drafts, collection);
  for (const entry of seed.inventory) if (!skus.has(entry.sku)) problems.push(`inventory for unknown SKU ${entry.sku}`);
  for (const product of seed.products) {
    for (const name of ['parentProductsForAccessory', 'relatedAccessories']) {
      const value = attributeOf(product, name);
      for (const sku of Array.isArray(value) ? value : []) if (!skus.has(String(sku))) problems.push(`${skuOf(product)}.${name} names unknown ${String(sku)}`);
    }
  }
  // Custom fields and attributes must be defined by their type.
  const typeFields = new Map(seed.types.map((t) => [t.key, new Set((t.fieldDefinitions ?? []).map((f) => f.name))]));
  const walkCustom = (value: unknown, path: string): void => {
    if (Array.isArray(value)) return value.forEach((item, i) => walkCustom(item, `${path}[${i}]`));
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const custom = record.custom as { type?: { key?: string }; fields?: Record<string, unknown> } | undefined;
    if (custom?.type?.key) {
      const defined = typeFields.get(custom.type.key) ?? new Set<string>();
      for (const field of Object.keys(custom.fields ?? {})) if (!defined.has(field)) problems.push(`${path} sets undefined custom field ${field}`);
    }
    for (const [name, child] of Object.entries(record)) if (name !== 'custom') walkCustom(child, `${path}.${name}`);
  };
  for (const [collection, drafts] of Object.entries(seed)) walkCustom(drafts, collection);
  const attributeNames = new Map(seed.productTypes.map((t) => [t.key, new Set((t.attributes ?? []).map((a) => a.name))]));
  for (const product of seed.products) {
    const defined = attributeNames.get(product.productType.key ?? '') ?? new Set<string>();
    for (const attribute of product.masterVariant?.attributes ?? []) {
      if (!defined.has(attribute.name)) problems.push(`${skuOf(product)} sets undefined attribute ${attribute.name}`);
    }
  }
  return problems;
}

/** Keys unique within each collection (commercetools' idempotent load depends on it). */
export function keyProblems(seed: SeedData): string[] {
  return Object.entries(seed).flatMap(([collection, drafts]) => {
    const keys = (drafts as { key?: string }[]).map((d) => d.key);
    const problems = keys.filter((k) => k === undefined || !/^[A-Za-z0-9_-]{2,256}$/.test(k)).map((k) => `${collection} key ${String(k)} is missing or malformed`);
    const duplicates = keys.filter((k, i) => keys.indexOf(k) !== i);
    return [...problems, ...duplicates.map((k) => `${collection} key ${String(k)} repeats`)];
  });
}

export const allProblems = (seed: SeedData): string[] => [
  ...skuProblems(seed), ...languageProblems(seed), ...slugProblems(seed), ...priceProblems(seed),
  ...eanProblems(seed), ...referenceProblems(seed), ...keyProblems(seed),
];
