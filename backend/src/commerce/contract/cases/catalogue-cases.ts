import { expect } from '@jest/globals';
import type { CategoryDraft, ProductProjection } from '@commercetools/platform-sdk';
import type { ContractContext } from '../contract-context.js';
import { MARKETS, priceContext } from '../contract-helpers.js';
import { seededShippingRate } from '../seeded-shipping.js';
import { VALIDITY_GROUP, validityDiscounts } from '../contract-seed.js';
import { reviewCases } from './review-cases.js';

const byOrderHint = (a: CategoryDraft, b: CategoryDraft): number => Number(a.orderHint) - Number(b.orderHint);

export function catalogueCases(c: ContractContext): void {
  c.case('catalogue/product-by-sku', async () => {
    const { catalogue } = c.port();
    const { priced } = c.products();
    const [sk, ...more] = await catalogue.productsBySkus([priced.sku], priceContext('SK'));
    expect(more).toHaveLength(0);
    expect(sk?.masterVariant.sku).toBe(priced.sku);
    expect(sk?.masterVariant.price?.country).toBe('SK');
    expect(sk?.masterVariant.price?.value).toMatchObject({ centAmount: priced.price('SK').centAmount, currencyCode: 'EUR' });
    const [cz] = await catalogue.productsBySkus([priced.sku], priceContext('CZ'));
    expect(cz?.id).toBe(sk?.id);
    expect(cz?.masterVariant.price?.country).toBe('CZ');
    expect(cz?.masterVariant.price?.value).toMatchObject({ centAmount: priced.price('CZ').centAmount, currencyCode: 'CZK' });
    expect((await catalogue.productById(sk!.id, priceContext('SK')))?.masterVariant.sku).toBe(priced.sku);
  });

  c.case('catalogue/product-by-slug', async () => {
    const { catalogue } = c.port();
    const { priced } = c.products();
    const [product] = await catalogue.productsBySkus([priced.sku], priceContext('SK'));
    const slug = priced.draft.slug;
    expect(slug['en']).not.toBe(slug['de']);
    expect((await catalogue.productBySlug(slug['en']!, priceContext('SK', ['en'])))?.id).toBe(product?.id);
    expect((await catalogue.productBySlug(slug['de']!, priceContext('SK', ['de'])))?.id).toBe(product?.id);
    expect(await catalogue.productBySlug(slug['de']!, priceContext('SK', ['en']))).toBeUndefined();
  });

  c.case('catalogue/locale-projection', async () => {
    const { priced } = c.products();
    const product = await c.port().catalogue.productBySlug(priced.draft.slug['sk']!, priceContext('SK', ['sk']));
    expect(Object.keys(product?.name ?? {})).toEqual(['sk']);
    expect(product?.name['sk']).toBe(priced.draft.name['sk']);
  });

  c.case('catalogue/unknown-product', async () => {
    const { catalogue } = c.port();
    expect(await catalogue.productsBySkus(['EX99999999'], priceContext('SK'))).toEqual([]);
    expect(await catalogue.productBySlug('no-such-product-99999999', priceContext('SK'))).toBeUndefined();
    expect(await catalogue.productById('00000000-0000-4000-8000-000000000000', priceContext('SK'))).toBeUndefined();
  });

  // The port's promise (catalogue-port.ts): the product page's VAT rate comes from this.
  c.case('catalogue/product-tax-category', async () => {
    const { catalogue } = c.port();
    const { priced } = c.products();
    const draft = c.seed().taxCategories.find((category) => category.key === priced.draft.taxCategory?.key);
    if (!draft) throw new Error(`the kept seed has no tax category ${priced.draft.taxCategory?.key}`);
    const essentials = ({ amount, country, includedInPrice }: { amount?: number; country: string; includedInPrice: boolean }) => ({ amount, country, includedInPrice });
    const seededRates = (country: string) => (draft.rates ?? []).filter((rate) => rate.country === country).map(essentials);
    const rates = (product: ProductProjection | undefined) => {
      const reference = product?.taxCategory;
      expect(reference?.typeId).toBe('tax-category');
      expect(reference?.obj?.id).toBe(reference?.id);
      expect(reference?.obj?.key).toBe(draft.key);
      return reference?.obj?.rates.map(essentials);
    };
    const [listed] = await catalogue.productsBySkus([priced.sku], priceContext('SK'));
    expect(seededRates('SK')).toEqual([{ amount: MARKETS.SK.vatRate, country: 'SK', includedInPrice: true }]);
    expect(rates(await catalogue.productById(listed!.id, priceContext('SK')))).toEqual(seededRates('SK'));
    expect(rates(await catalogue.productBySlug(priced.draft.slug['en']!, priceContext('SK')))).toEqual(seededRates('SK'));
    expect(rates(await catalogue.productById(listed!.id, priceContext('CZ')))).toEqual(seededRates('CZ'));
    expect(seededRates('CZ')).toEqual([{ amount: MARKETS.CZ.vatRate, country: 'CZ', includedInPrice: true }]);
    // Lists (listings, related products, search indexing) keep the bare reference: no rates to carry.
    expect(listed?.taxCategory).toStrictEqual({ typeId: 'tax-category', id: expect.any(String) });
  });

  c.case('catalogue/category-by-key-and-slug', async () => {
    const { catalogue } = c.port();
    const draft = c.seed().categories.find((category) => category.key === c.products().priced.categoryKey)!;
    const byKey = await catalogue.categoryByKey(draft.key!);
    expect(byKey?.key).toBe(draft.key);
    expect(byKey?.name['en']).toBe(draft.name['en']);
    expect((await catalogue.categoryBySlug(draft.slug['en']!, 'en'))?.id).toBe(byKey?.id);
    expect((await catalogue.categoryBySlug(draft.slug['de']!, 'de'))?.id).toBe(byKey?.id);
    expect((await catalogue.categoryById(byKey!.id))?.key).toBe(draft.key);
    expect(await catalogue.categoryByKey('no-such-category')).toBeUndefined();
  });

  /** The seeded roots and the children of the first root, each in orderHint order. */
  const seededTree = () => {
    const categories = c.seed().categories;
    const roots = categories.filter((category) => !category.parent).sort(byOrderHint);
    const parent = roots[0]!;
    const children = categories.filter((category) => category.parent?.key === parent.key).sort(byOrderHint);
    expect(children.length).toBeGreaterThan(1);
    return { roots: roots.map((root) => root.key), parent: parent.key!, children: children.map((child) => child.key) };
  };

  c.case('catalogue/category-children', async () => {
    const { catalogue } = c.port();
    const tree = seededTree();
    expect((await catalogue.categoryChildren(undefined)).map((category) => category.key).sort()).toEqual([...tree.roots].sort());
    const parentId = (await catalogue.categoryByKey(tree.parent))!.id;
    const listed = await catalogue.categoryChildren(parentId);
    expect(listed.map((category) => category.key).sort()).toEqual([...tree.children].sort());
    expect(listed.every((category) => category.parent?.id === parentId)).toBe(true);
  });

  c.case('catalogue/category-children-order', async () => {
    const { catalogue } = c.port();
    const tree = seededTree();
    expect((await catalogue.categoryChildren(undefined)).map((category) => category.key)).toEqual(tree.roots);
    const parentId = (await catalogue.categoryByKey(tree.parent))!.id;
    expect((await catalogue.categoryChildren(parentId)).map((category) => category.key)).toEqual(tree.children);
  });

  c.case('catalogue/category-ancestors', async () => {
    const { catalogue } = c.port();
    const categories = c.seed().categories;
    const chain: string[] = [];
    for (let key = categories.find((category) => category.key === c.products().priced.categoryKey)?.parent?.key; key;) {
      chain.unshift(key);
      key = categories.find((category) => category.key === key)?.parent?.key;
    }
    expect(chain.length).toBeGreaterThan(0);
    const leaf = await catalogue.categoryByKey(c.products().priced.categoryKey);
    expect((await catalogue.categoryAncestors(leaf!.id)).map((category) => category.key)).toEqual(chain);
  });

  c.case('catalogue/stores', async () => {
    const { catalogue } = c.port();
    const drafts = c.seed().stores.filter((store) => store.key === 'ex-sk' || store.key === 'ex-cz');
    const stores = await catalogue.stores({ keys: ['ex-sk', 'ex-cz'] });
    expect(stores.map((store) => store.key).sort()).toEqual(['ex-cz', 'ex-sk']);
    for (const store of stores) {
      const draft = drafts.find((candidate) => candidate.key === store.key)!;
      expect(store.languages).toEqual(draft.languages);
      expect(store.countries).toEqual(draft.countries);
    }
    const sk = stores.find((store) => store.key === 'ex-sk')!;
    expect((await catalogue.stores({ ids: [sk.id] })).map((store) => store.key)).toEqual(['ex-sk']);
    expect(await catalogue.stores({ keys: ['no-such-store'] })).toEqual([]);
  });

  c.case('catalogue/shipping-methods', async () => {
    const methods = await c.port().catalogue.shippingMethods();
    expect(methods.map((method) => method.key).sort()).toEqual(['freight', 'parcel']);
    const drafts = c.seed().shippingMethods;
    for (const method of methods) {
      const draft = drafts.find((candidate) => candidate.key === method.key)!;
      expect(method.isDefault).toBe(draft.isDefault);
      expect(method.predicate).toBe(draft.predicate);
      expect(method.zoneRates).toHaveLength(draft.zoneRates.length);
      const sk = seededShippingRate(c.seed(), method.key as 'parcel' | 'freight', 'SK');
      const rates = method.zoneRates.flatMap((zoneRate) => zoneRate.shippingRates);
      expect(rates).toContainEqual(expect.objectContaining({
        price: expect.objectContaining(sk.price),
        freeAbove: expect.objectContaining(sk.freeAbove),
      }));
    }
  });

  c.case('catalogue/inventory', async () => {
    const { priced, cheap } = c.products();
    const entries = await c.port().catalogue.inventoryBySkus([priced.sku, cheap.sku, 'EX99999999']);
    expect(entries.map((entry) => entry.sku).sort()).toEqual([priced.sku, cheap.sku].sort());
    for (const entry of entries) {
      const seeded = c.seed().inventory.find((draft) => draft.sku === entry.sku)!;
      expect(entry.quantityOnStock).toBe(seeded.quantityOnStock);
      expect(entry.availableQuantity).toBe(seeded.quantityOnStock);
    }
  });

  c.case('catalogue/reviews', async () => {
    const { catalogue } = c.port();
    const { priced } = c.products();
    const seeded = c.seed().reviews.filter((review) => review.target?.key === priced.key);
    expect(seeded.length).toBeGreaterThan(0);
    const [product] = await catalogue.productsBySkus([priced.sku], priceContext('SK'));
    const all = await catalogue.reviewsOfProduct(product!.id, { limit: 100, offset: 0 });
    expect(all.total).toBe(seeded.length);
    expect(all.results.map((review) => review.key).sort()).toEqual(seeded.map((review) => review.key).sort());
    for (const review of all.results) {
      expect(review.target).toMatchObject({ typeId: 'product', id: product!.id });
      expect(review.rating).toBe(seeded.find((draft) => draft.key === review.key)?.rating);
    }
    const first = await catalogue.reviewsOfProduct(product!.id, { limit: 1, offset: 0 });
    expect(first).toMatchObject({ limit: 1, offset: 0, count: 1, total: seeded.length });
  });

  /** The seeded volume discounts of the priced product's group, in sortOrder. */
  const seededVolumeDiscounts = () => {
    const group = c.products().priced.volumeDiscountGroup;
    const seeded = c.seed().cartDiscounts
      .filter((discount) => discount.custom?.fields?.['volumeDiscountGroup'] === group)
      .sort((a, b) => Number(a.sortOrder) - Number(b.sortOrder));
    expect(seeded.length).toBeGreaterThan(1);
    return { group, seeded };
  };

  c.case('catalogue/volume-discounts', async () => {
    const { group, seeded } = seededVolumeDiscounts();
    const listed = await c.port().catalogue.cartDiscountsByGroup(group);
    expect(listed.map((discount) => discount.key).sort()).toEqual(seeded.map((discount) => discount.key).sort());
    for (const discount of listed) {
      const draft = seeded.find((candidate) => candidate.key === discount.key)!;
      expect(discount).toMatchObject({ isActive: true, sortOrder: draft.sortOrder, value: expect.objectContaining(draft.value), target: draft.target });
    }
    expect(await c.port().catalogue.cartDiscountsByGroup('no-such-group')).toEqual([]);
  });

  c.case('catalogue/volume-discounts-order', async () => {
    const { group, seeded } = seededVolumeDiscounts();
    const listed = await c.port().catalogue.cartDiscountsByGroup(group);
    expect(listed.map((discount) => discount.key)).toEqual(seeded.map((discount) => discount.key));
  });

  // commercetools applies a cart discount only while it is active and within validFrom/validUntil,
  // so a volume discount the storefront shows must be both at the time of the call.
  c.case('catalogue/volume-discounts-validity', async () => {
    const listed = await c.port().catalogue.cartDiscountsByGroup(VALIDITY_GROUP);
    expect(listed.map((discount) => discount.key).sort()).toEqual([...validityDiscounts().valid].sort());
  });

  reviewCases(c);
}
