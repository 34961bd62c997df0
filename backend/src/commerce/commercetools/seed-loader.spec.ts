import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ByProjectKeyRequestBuilder, DiscountCode, InventoryEntry } from '@commercetools/platform-sdk';
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import { CommerceError } from '../port/commerce-error.js';
import { DISCOUNT_CODES, generateSeed, PROJECT_SETTINGS, SEED_LOAD_ORDER, type SeedData } from '../seed/index.js';
import { TYPE_KEYS } from '../schema/index.js';
import { startEmulator } from './emulator.fixture.js';
import { loadSeed, type SeedLoadReport } from './seed-loader.js';
import { body } from './sdk-error.js';
import { reduceSeed } from '../seed/reduce-seed.fixture.js';

const countsOf = (seed: SeedData): Record<string, number> => Object.fromEntries(SEED_LOAD_ORDER.map((kind) => [kind, seed[kind].length]));
const zeroes = (): Record<string, number> => Object.fromEntries(SEED_LOAD_ORDER.map((kind) => [kind, 0]));
const emptySeed = (): SeedData => Object.fromEntries(SEED_LOAD_ORDER.map((kind) => [kind, []])) as unknown as SeedData;

/*
 * The loader against the public commercetools emulator over real HTTP on loopback, through the
 * platform SDK, as it runs against a project. 40 products keep it at a few seconds: the
 * emulator's in-memory store slows down with size (the full seed took over 9 minutes to load
 * there, most of it reviews), which says nothing about the loader.
 */
describe('loadSeed against the emulator over HTTP', () => {
  const seed = reduceSeed(generateSeed(), 40);
  let mock: CommercetoolsMock;
  let api: ByProjectKeyRequestBuilder;
  let first: SeedLoadReport;
  const firstLog: string[] = [];

  beforeAll(async () => {
    ({ mock, api } = await startEmulator('demo'));
    // A project with settings of its own, none of them the seed's: the load must keep them.
    const project = await body(api.get().execute());
    await body(api.post({ body: { version: project.version, actions: [
      { action: 'changeLanguages', languages: ['ja'] },
      { action: 'changeCurrencies', currencies: ['JPY'] },
      { action: 'changeCountries', countries: ['JP'] },
    ] } }).execute());
    first = await loadSeed(api, seed, { log: (line) => firstLog.push(line) });
  }, 60_000);
  afterAll(async () => {
    await mock.app.close();
  });

  it('creates every draft of an empty project and reports it per kind', () => {
    expect(first.created).toEqual(countsOf(seed));
    expect(first.existing).toEqual(zeroes());
    expect(firstLog[0]).toBe(`project settings: added ${PROJECT_SETTINGS.languages.length} languages, ${PROJECT_SETTINGS.currencies.length} currencies, ${PROJECT_SETTINGS.countries.length} countries`);
    expect(firstLog.filter((line) => line.startsWith('products: '))).toEqual([expect.stringMatching(/^products: 40 created, 0 existing \(\d+\.\d s\)$/)]);
  });

  it('posts category references in product attributes by id, as commercetools requires', async () => {
    const product = seed.products.find((draft) => draft.masterVariant?.attributes?.some((attribute) => attribute.name === 'complementaryCategories'));
    expect(product).toBeDefined();
    const wanted = product!.masterVariant!.attributes!.find((attribute) => attribute.name === 'complementaryCategories')!.value as { key: string }[];
    const stored = (await body(api.products().withKey({ key: product!.key! }).get().execute())).masterData.staged.masterVariant.attributes!
      .find((attribute) => attribute.name === 'complementaryCategories')!.value as { typeId: string; id: string }[];
    const ids = await Promise.all(wanted.map(async ({ key }) => (await body(api.categories().withKey({ key }).get().execute())).id));
    expect(stored).toEqual(ids.map((id) => ({ typeId: 'category', id })));
  });

  it("sets the project's shipping rate input to the NET carts' classification, which the rates' 'net' tier needs", async () => {
    const project = await body(api.get().execute());
    expect(project.shippingRateInputType).toMatchObject({ type: 'CartClassification', values: [{ key: 'net' }] });
  });

  it("adds the seed's languages, currencies and countries after the project's own", async () => {
    const project = await body(api.get().execute());
    expect(project.languages[0]).toBe('ja');
    expect(project.currencies[0]).toBe('JPY');
    expect(project.countries[0]).toBe('JP');
    expect(project.languages).toEqual(['ja', ...PROJECT_SETTINGS.languages]);
    expect(project.currencies).toEqual(['JPY', ...PROJECT_SETTINGS.currencies]);
    expect(project.countries).toEqual(['JP', ...PROJECT_SETTINGS.countries]);
  });

  it('reads back a product by key, published, with its prices, category and tax category', async () => {
    const draft = seed.products[0]!;
    const product = await body(api.products().withKey({ key: draft.key! }).get().execute());
    const category = await body(api.categories().withKey({ key: draft.categories![0]!.key! }).get().execute());
    const taxCategory = await body(api.taxCategories().withKey({ key: draft.taxCategory!.key! }).get().execute());
    expect(product.masterData.published).toBe(true);
    const current = product.masterData.current;
    expect(current.name).toEqual(draft.name);
    expect(current.masterVariant.sku).toBe(draft.masterVariant!.sku);
    expect(current.masterVariant.prices?.map((price) => [price.value.currencyCode, price.value.centAmount, price.country]))
      .toEqual(draft.masterVariant!.prices!.map((price) => [price.value.currencyCode, price.value.centAmount, price.country]));
    expect(current.categories).toEqual([{ typeId: 'category', id: category.id }]);
    expect(product.taxCategory?.id).toBe(taxCategory.id);
  });

  it('reads back a category by key with its parent', async () => {
    const draft = seed.categories.find((candidate) => candidate.parent)!;
    const category = await body(api.categories().withKey({ key: draft.key! }).get().execute());
    const parent = await body(api.categories().withKey({ key: draft.parent!.key! }).get().execute());
    expect(category.parent).toEqual({ typeId: 'category', id: parent.id });
    expect(category.slug).toEqual(draft.slug);
  });

  it('reads back a store with its channels and custom fields', async () => {
    const draft = seed.stores[0]!;
    const store = await body(api.stores().withKey({ key: draft.key }).get().execute());
    const type = await body(api.types().withKey({ key: TYPE_KEYS.store }).get().execute());
    expect(store.languages).toEqual(draft.languages);
    expect(store.custom?.type.id).toBe(type.id);
    expect(store.custom?.fields).toEqual(draft.custom!.fields);
    const channel = await body(api.channels().withKey({ key: draft.distributionChannels![0]!.key! }).get().execute());
    expect(store.distributionChannels).toEqual([{ typeId: 'channel', id: channel.id }]);
  });

  it('reads back a discount code by code and a review pointing at its product', async () => {
    const codes = await body(api.discountCodes().get({ queryArgs: { where: `code = "${DISCOUNT_CODES.valid}"` } }).execute());
    expect(codes.results).toHaveLength(1);
    expect(codes.results[0]!.cartDiscounts).toHaveLength(1);
    const draft = seed.reviews[0]!;
    const review = await body(api.reviews().withKey({ key: draft.key! }).get().execute());
    const product = await body(api.products().withKey({ key: draft.target!.key! }).get().execute());
    expect(review.target).toEqual({ typeId: 'product', id: product.id });
    expect(review.rating).toBe(draft.rating);
  });

  it('changes nothing on a second run: everything is existing, nothing created', async () => {
    const log: string[] = [];
    const second = await loadSeed(api, seed, { log: (line) => log.push(line) });
    expect(second.created).toEqual(zeroes());
    expect(second.existing).toEqual(countsOf(seed));
    expect(log[0]).toBe('project settings: languages, currencies and countries already present');
    // See the emulator's gaps below: there, discount codes and stock are found by code and SKU.
    expect(log).toContain("discountCodes: 3 found by code but not by key (the project's resource has another key or none); kept as they are");
  }, 60_000);

  it('fails fast naming the kind, the key and the platform error', async () => {
    const broken = emptySeed();
    broken.products.push({ ...seed.products[0]!, key: 'broken-product', slug: { en: 'broken' }, categories: [{ typeId: 'category', key: 'no-such-category' }] });
    const failure = await loadSeed(api, broken).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CommerceError);
    expect((failure as CommerceError).statusCode).toBe(400);
    expect((failure as CommerceError).code).toBe('ReferencedResourceNotFound');
    expect((failure as CommerceError).message).toMatch(/^seed: products 'broken-product' failed: 400 ReferencedResourceNotFound: .*'no-such-category'/);
  });

  /*
   * What commercetools-mock 4.4 does not do like commercetools. Pinned on purpose: when one of
   * these fails, the emulator has learnt it, and the read-backs above can check it too.
   * - It drops the key of discount codes and inventory entries, so a second run finds them by
   *   their other identity (code, SKU without channel), which the loader asks anyway.
   * - It does not resolve a discount code's cart discounts given by key: the reference is kept
   *   without an id. commercetools resolves it; nothing is skipped by the loader for it.
   * - It accepts a product whose product type key resolves to nothing (a console warning, no
   *   error), so the failure test above uses a missing category, which it does refuse.
   * Everything else the loader uses (project update, key lookups, where queries, key references
   * in drafts) the emulator supports.
   */
  describe("the emulator's gaps", () => {
    it('stores discount codes and inventory entries without their key', async () => {
      const code = (await body(api.discountCodes().get({ queryArgs: { where: `code = "${DISCOUNT_CODES.valid}"` } }).execute())).results[0] as DiscountCode;
      expect(seed.discountCodes.find((draft) => draft.code === DISCOUNT_CODES.valid)?.key).toBe('welcome10');
      expect(code.key).toBeUndefined();
      const sku = seed.inventory[0]!.sku;
      const entry = (await body(api.inventory().get({ queryArgs: { where: `sku = "${sku}"` } }).execute())).results[0] as InventoryEntry;
      expect(seed.inventory[0]!.key).toBeDefined();
      expect(entry.key).toBeUndefined();
    });

    it("keeps a discount code's cart discount reference without an id", async () => {
      const code = (await body(api.discountCodes().get({ queryArgs: { where: `code = "${DISCOUNT_CODES.valid}"` } }).execute())).results[0]!;
      expect(code.cartDiscounts[0]).toEqual({ typeId: 'cart-discount' });
    });
  });
});

/*
 * The limiter and the fail-fast rule, where they can be watched: a stand-in for the SDK that
 * finds nothing and creates slowly, counting how many creations are in flight at once.
 */
describe('loadSeed concurrency', () => {
  const notFound = { statusCode: 404, body: { statusCode: 404, message: 'not found', errors: [{ code: 'ResourceNotFound', message: 'not found' }] } };
  const settled = {
    languages: [...PROJECT_SETTINGS.languages], currencies: [...PROJECT_SETTINGS.currencies], countries: [...PROJECT_SETTINGS.countries], version: 1,
    shippingRateInputType: { type: 'CartClassification', values: [{ key: 'net', label: { en: 'NET' } }] },
  };

  function standIn(create: (draft: { key: string }) => Promise<void>): ByProjectKeyRequestBuilder {
    const collection = {
      withKey: () => ({ get: () => ({ execute: () => Promise.reject(notFound) }) }),
      get: () => ({ execute: async () => ({ body: { results: [] } }) }),
      post: ({ body: draft }: { body: { key: string } }) => ({ execute: async () => ({ body: await create(draft) }) }),
    };
    const root = { get: () => ({ execute: async () => ({ body: settled }) }) };
    return new Proxy(root, { get: (target, name) => (name in target ? target[name as keyof typeof target] : () => collection) }) as unknown as ByProjectKeyRequestBuilder;
  }

  const channelSeed = (count: number): SeedData => {
    const seed = emptySeed();
    for (let i = 0; i < count; i++) seed.channels.push({ key: `channel-${i}` });
    return seed;
  };
  const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 5));

  it('keeps at most `concurrency` requests of a kind in flight, and uses them', async () => {
    let inFlight = 0;
    let most = 0;
    const report = await loadSeed(standIn(async () => {
      most = Math.max(most, ++inFlight);
      await pause();
      inFlight -= 1;
    }), channelSeed(30), { concurrency: 3 });
    expect(most).toBe(3);
    expect(report.created['channels']).toBe(30);
  });

  it('starts nothing after a failure and waits for what is in flight before failing', async () => {
    const started: string[] = [];
    let inFlight = 0;
    const failure = await loadSeed(standIn(async (draft) => {
      started.push(draft.key);
      inFlight += 1;
      await pause();
      inFlight -= 1;
      if (draft.key === 'channel-1') throw { statusCode: 400, body: { statusCode: 400, message: 'bad channel', errors: [{ code: 'InvalidInput', message: 'bad channel' }] } };
    }), channelSeed(30), { concurrency: 2 }).catch((error: unknown) => error);
    expect((failure as CommerceError).message).toBe("seed: channels 'channel-1' failed: 400 InvalidInput: bad channel");
    expect(inFlight).toBe(0);
    expect(started.length).toBeLessThanOrEqual(3);
  });

  it('refuses a concurrency that is not a positive integer', async () => {
    await expect(loadSeed(standIn(async () => {}), channelSeed(1), { concurrency: 0 })).rejects.toThrow('concurrency must be a positive integer, got 0');
  });
});
