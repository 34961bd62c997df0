import { randomUUID } from 'node:crypto';
import type {
  Price, PriceDraft, Product, ProductData, ProductDraft, ProductVariant, ProductVariantDraft,
} from '@commercetools/platform-sdk';
import { toTypedMoney } from './typed-money.js';

function priceFromDraft(draft: PriceDraft): Price {
  const { value, discounted, ...rest } = draft as PriceDraft & { discounted?: undefined };
  return { id: randomUUID(), ...rest, value: toTypedMoney(value as { centAmount: number; currencyCode: string }) } as Price;
}

function variantFromDraft(draft: ProductVariantDraft | undefined, id: number): ProductVariant {
  return {
    id,
    ...(draft?.sku === undefined ? {} : { sku: draft.sku }),
    ...(draft?.key === undefined ? {} : { key: draft.key }),
    prices: (draft?.prices ?? []).map(priceFromDraft),
    attributes: draft?.attributes ?? [],
    images: draft?.images ?? [],
    assets: [],
  };
}

/** A product as commercetools stores it: current and staged data, variant ids from 1. */
export function productFromDraft(draft: ProductDraft, now: string): Product {
  const data: ProductData = {
    name: draft.name,
    slug: draft.slug,
    ...(draft.description ? { description: draft.description } : {}),
    categories: (draft.categories ?? []) as ProductData['categories'],
    categoryOrderHints: draft.categoryOrderHints ?? {},
    ...(draft.metaTitle ? { metaTitle: draft.metaTitle } : {}),
    ...(draft.metaDescription ? { metaDescription: draft.metaDescription } : {}),
    ...(draft.metaKeywords ? { metaKeywords: draft.metaKeywords } : {}),
    masterVariant: variantFromDraft(draft.masterVariant, 1),
    variants: (draft.variants ?? []).map((variant, index) => variantFromDraft(variant, index + 2)),
    searchKeywords: draft.searchKeywords ?? {},
    attributes: draft.attributes ?? [],
  };
  return {
    id: randomUUID(),
    version: 1,
    ...(draft.key ? { key: draft.key } : {}),
    createdAt: now,
    lastModifiedAt: now,
    productType: draft.productType as Product['productType'],
    ...(draft.taxCategory ? { taxCategory: draft.taxCategory as Product['taxCategory'] } : {}),
    masterData: { published: draft.publish === true, hasStagedChanges: false, current: data, staged: data },
    priceMode: draft.priceMode ?? 'Embedded',
  };
}

export const allVariants = (data: ProductData): ProductVariant[] => [data.masterVariant, ...data.variants];
