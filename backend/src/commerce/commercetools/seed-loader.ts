import type { ByProjectKeyRequestBuilder, ProductDraft, Project, ProjectUpdateAction } from '@commercetools/platform-sdk';
import { CommerceError } from '../port/commerce-error.js';
import { NET_SHIPPING_CLASSIFICATION } from '../schema/index.js';
import { PROJECT_SETTINGS, SEED_LOAD_ORDER, type SeedData } from '../seed/seed-data.js';
import { literal } from './predicates.js';
import { body, bodyOrUndefined, toCommerceError } from './sdk-error.js';
import { categoryReferenceResolver } from './seed-references.js';

/** Per seed kind ('products', 'reviews', …): how many drafts were created and how many already existed. */
export interface SeedLoadReport {
  readonly created: Readonly<Record<string, number>>;
  readonly existing: Readonly<Record<string, number>>;
}

type Kind = keyof SeedData;
type Draft = SeedData[Kind][number];

/** The part of an SDK request the loader uses: the response body is all it reads. */
interface Executable<T = unknown> {
  execute(): Promise<{ body: T }>;
}

/** What every seeded resource's endpoint in the platform SDK offers; the SDK's builders fit it as they are. */
interface Collection<D> {
  withKey(args: { key: string }): { get(): Executable };
  get(args: { queryArgs: { where: string; limit: number } }): Executable<{ results: unknown[] }>;
  post(args: { body: D }): Executable;
}

/**
 * How a draft is found again in the project: by its key, and for kinds where the platform keeps
 * another field unique, by that field too (a where predicate).
 */
interface Identity {
  readonly key?: string;
  readonly unique?: { readonly where: string; readonly label: string };
}

/*
 * Each kind's endpoint. A mapped type over SeedData, so a kind added to the seed without an
 * endpoint here fails to compile instead of being skipped silently.
 */
const COLLECTIONS: { readonly [K in Kind]: (api: ByProjectKeyRequestBuilder) => Collection<SeedData[K][number]> } = {
  types: (api) => api.types(),
  channels: (api) => api.channels(),
  taxCategories: (api) => api.taxCategories(),
  zones: (api) => api.zones(),
  shippingMethods: (api) => api.shippingMethods(),
  productTypes: (api) => api.productTypes(),
  categories: (api) => api.categories(),
  products: (api) => api.products(),
  productDiscounts: (api) => api.productDiscounts(),
  stores: (api) => api.stores(),
  cartDiscounts: (api) => api.cartDiscounts(),
  discountCodes: (api) => api.discountCodes(),
  inventory: (api) => api.inventory(),
  reviews: (api) => api.reviews(),
};

/*
 * The seed keys every resource (seed/keys.ts), so the key is the identity. Two kinds have a
 * second identity the platform itself keeps unique: a discount code's code (unique per project)
 * and an inventory entry's SKU + supply channel ("only one InventoryEntry can be created for a
 * combination of an SKU and supply channel"; the seed stocks no channel). When the key finds
 * nothing, that second identity is asked too: a project where someone already created WELCOME10
 * by hand, with another key or none, keeps it, instead of the load failing on a duplicate code.
 * A draft with neither stops the load: it could not be recognised on a second run and would be
 * created again each time, which is exactly what an idempotent load must not do.
 */
function identityOf(kind: Kind, draft: Draft): Identity {
  const key = 'key' in draft && typeof draft.key === 'string' && draft.key !== '' ? draft.key : undefined;
  if (kind === 'discountCodes' && 'code' in draft && typeof draft.code === 'string') {
    return { key, unique: { where: `code = ${literal(draft.code)}`, label: `code ${draft.code}` } };
  }
  if (kind === 'inventory' && 'sku' in draft && typeof draft.sku === 'string' && !('supplyChannel' in draft && draft.supplyChannel)) {
    return { key, unique: { where: `sku = ${literal(draft.sku)} and supplyChannel is not defined`, label: `sku ${draft.sku}` } };
  }
  return { key };
}

/** The platform's error, re-raised with the kind and identity in front, so a failed load says what it was loading. */
function failure(subject: string, error: unknown): CommerceError {
  const cause = toCommerceError(error);
  // The errors' own messages, where they add to the main one (several errors, or a detail).
  const details = cause.errors.map((e) => e.message).filter((message) => !cause.message.includes(message));
  const message = `seed: ${subject} failed: ${cause.statusCode} ${cause.code}: ${cause.message}${details.length > 0 ? ` (${details.join('; ')})` : ''}`;
  return new CommerceError(cause.statusCode, message, cause.errors);
}

/**
 * Runs `task` over `items` with at most `limit` in flight. Fails fast: after the first failure
 * no new item starts; the ones already sent are awaited (so nothing is still writing to the
 * project when the caller hears of the failure), then the first failure is thrown.
 */
async function forEachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed: { error: unknown } | undefined;
  const worker = async (): Promise<void> => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        failed ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failed) throw failed.error;
}

/** `current` followed by what `wanted` adds: a project's own entries are never removed or reordered. */
function added(current: readonly string[], wanted: readonly string[]): string[] {
  const have = new Set(current);
  const missing: string[] = [];
  for (const value of wanted) {
    if (!have.has(value)) missing.push(value);
    have.add(value);
  }
  return missing;
}

/*
 * The project must know the seed's languages, currencies and countries before stores, prices and
 * localized texts using them can be created. Only additions: the project's existing settings may
 * be used by data that is not the seed's, and commercetools refuses to drop ones in use anyway.
 */
async function ensureProjectSettings(api: ByProjectKeyRequestBuilder, log: (line: string) => void): Promise<void> {
  let project: Project;
  try {
    project = await body(api.get().execute());
  } catch (error) {
    throw failure('project settings', error);
  }
  const languages = added(project.languages, PROJECT_SETTINGS.languages);
  const currencies = added(project.currencies, PROJECT_SETTINGS.currencies);
  const countries = added(project.countries, PROJECT_SETTINGS.countries);
  const actions: ProjectUpdateAction[] = [
    ...(languages.length > 0 ? [{ action: 'changeLanguages' as const, languages: [...project.languages, ...languages] }] : []),
    ...(currencies.length > 0 ? [{ action: 'changeCurrencies' as const, currencies: [...project.currencies, ...currencies] }] : []),
    ...(countries.length > 0 ? [{ action: 'changeCountries' as const, countries: [...project.countries, ...countries] }] : []),
    ...netShippingClassification(project, log),
  ];
  if (actions.length === 0) {
    log('project settings: languages, currencies and countries already present');
    return;
  }
  try {
    await body(api.post({ body: { version: project.version, actions } }).execute());
  } catch (error) {
    throw failure('project settings', error);
  }
  log(`project settings: added ${languages.length} languages, ${currencies.length} currencies, ${countries.length} countries`);
}

/**
 * The shipping rates' 'net' CartClassification tier (a NET cart's shipping, issue 20) needs the
 * project's shippingRateInputType to be CartClassification listing that key; added when missing.
 * A project that prices shipping by CartValue or CartScore tiers is left as it is (a project has
 * one input type): NET carts there pay the gross shipping, and the log says so.
 */
function netShippingClassification(project: Project, log: (line: string) => void): ProjectUpdateAction[] {
  const current = project.shippingRateInputType;
  if (current && current.type !== 'CartClassification') {
    log(`project settings: shippingRateInputType is ${current.type}; NET carts keep the gross shipping price`);
    return [];
  }
  const values = current?.type === 'CartClassification' ? current.values : [];
  if (values.some((value) => value.key === NET_SHIPPING_CLASSIFICATION)) return [];
  const net = { key: NET_SHIPPING_CLASSIFICATION, label: { en: 'NET prices (VAT ID validated, reverse charge)' } };
  return [{ action: 'setShippingRateInputType', shippingRateInputType: { type: 'CartClassification', values: [...values, net] } }];
}

/*
 * Categories reference their parent, which must exist first; within one level they are
 * independent. A parent outside the seed is expected to be in the project already: level 0.
 */
function categoryLevels(drafts: SeedData['categories']): SeedData['categories'][] {
  const parentOf = new Map<string, string | undefined>();
  for (const draft of drafts) if (draft.key) parentOf.set(draft.key, draft.parent?.key);
  const depthOf = (draft: SeedData['categories'][number]): number => {
    // `seen` guards against a cycle in bad data; the platform would refuse such a parent anyway.
    const seen = new Set<string>();
    let depth = 0;
    for (let parent = draft.parent?.key; parent !== undefined && parentOf.has(parent) && !seen.has(parent); parent = parentOf.get(parent)) {
      seen.add(parent);
      depth += 1;
    }
    return depth;
  };
  const levels: SeedData['categories'][] = [];
  for (const draft of drafts) (levels[depthOf(draft)] ??= []).push(draft);
  // A level can only be empty if the data is inconsistent; skip holes rather than fail on them.
  return levels.filter((level) => level !== undefined);
}

/**
 * Loads the seed into a commercetools project, idempotently: the project settings first, then
 * each kind in SEED_LOAD_ORDER; a draft is created when no resource with its identity exists and
 * counted as existing otherwise. Existing resources are not updated: what a user changed in their
 * project stays as they left it, and a second run changes nothing. Drafts go to the platform as
 * they are, since their key references are valid ResourceIdentifiers there.
 */
export async function loadSeed(
  api: ByProjectKeyRequestBuilder,
  seed: SeedData,
  options: { concurrency?: number; log?: (line: string) => void } = {},
): Promise<SeedLoadReport> {
  const concurrency = options.concurrency ?? 8;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  const log = options.log ?? (() => {});
  const created: Record<string, number> = {};
  const existing: Record<string, number> = {};

  await ensureProjectSettings(api, log);
  const withCategoryIds = categoryReferenceResolver(api);

  for (const kind of SEED_LOAD_ORDER) {
    const collection = COLLECTIONS[kind](api) as Collection<Draft>;
    const drafts: readonly Draft[] = seed[kind];
    created[kind] = 0;
    existing[kind] = 0;
    const started = performance.now();

    // Found by the second identity although the draft has a key: the project's resource has
    // another key (or none). Kept as it is, and said once per kind so the user knows why.
    let matchedOtherwise = 0;

    const loadOne = async (draft: Draft): Promise<void> => {
      const identity = identityOf(kind, draft);
      const what = identity.key ?? identity.unique?.label;
      if (what === undefined) throw new CommerceError(400, `seed: a draft in ${kind} has no key, so it could not be recognised on a second run`);
      try {
        let found = identity.key === undefined ? undefined : await bodyOrUndefined(collection.withKey({ key: identity.key }).get().execute());
        if (found === undefined && identity.unique) {
          found = (await body(collection.get({ queryArgs: { where: identity.unique.where, limit: 1 } }).execute())).results[0];
          if (found !== undefined && identity.key !== undefined) matchedOtherwise += 1;
        }
        if (found !== undefined) {
          existing[kind] = (existing[kind] ?? 0) + 1;
          return;
        }
        const posted = kind === 'products' ? await withCategoryIds(draft as ProductDraft) : draft;
        await body(collection.post({ body: posted }).execute());
        created[kind] = (created[kind] ?? 0) + 1;
      } catch (error) {
        throw failure(`${kind} '${what}'`, error);
      }
    };

    const batches = kind === 'categories' ? categoryLevels(seed.categories) : [drafts];
    for (const batch of batches) await forEachLimited(batch, concurrency, loadOne);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(`${kind}: ${created[kind]} created, ${existing[kind]} existing (${seconds} s)`);
    if (matchedOtherwise > 0) {
      log(`${kind}: ${matchedOtherwise} found by ${kind === 'discountCodes' ? 'code' : 'SKU'} but not by key (the project's resource has another key or none); kept as they are`);
    }
  }
  return { created, existing };
}
