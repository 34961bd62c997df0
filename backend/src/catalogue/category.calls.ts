import { Inject, Injectable } from '@nestjs/common';
import type { Category } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { PayloadInvalidException } from '../api/payload-validation.js';
import { ShopCache } from '../cache/shop-cache.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import type { CataloguePort } from '../commerce/port/catalogue-port.js';
import { CATEGORY_FIELDS } from '../commerce/schema/index.js';
import { categoryQueryFailure, type CategoryFilterPayload, GetCategoryPayload } from './get-category.payload.js';

export interface CategoriesResponse {
  readonly categories: { readonly results: Category[] };
}

/** 'sk-SK' → 'sk': categories are written in bare languages. */
const bareLanguage = (language: string): string => language.split('-')[0]!;

/**
 * Reading chosen: a category "has products" in a language when its custom field hasProducts holds
 * the string 'true' there (spec 1 §3: shown only when the value is the string true); a missing
 * field or language counts as not.
 */
const hasProductsIn = (category: Category, language: string): boolean =>
  (category.custom?.fields?.[CATEGORY_FIELDS.hasProducts] as Record<string, unknown> | undefined)?.[language] === 'true';

const matches = (filter: CategoryFilterPayload | undefined, language: string) => (category: Category): boolean =>
  filter?.hasProducts === undefined || hasProductsIn(category, language) === filter.hasProducts;

/**
 * `/getCategory`: the categories of a named query (one category or its siblings, a category's
 * children, the first-level categories), filtered, each with its ancestors expanded
 * (`ancestors[*].obj`).
 */
@Injectable()
export class CategoryCalls {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly cache: ShopCache,
  ) {}

  /** Cached ('categories') per query and market language, which is the default accepted language and the filter's. */
  @CommerceMethod('getCategory', { parts: [GetCategoryPayload] })
  async getCategory([payload]: [GetCategoryPayload], context: CallContext): Promise<CategoriesResponse> {
    const failure = categoryQueryFailure(payload);
    if (failure) throw new PayloadInvalidException([failure]);
    const key = `${context.market.language}:${JSON.stringify(payload)}`;
    return this.cache.wrap('categories', key, () => this.load(payload, context));
  }

  private async load(payload: GetCategoryPayload, context: CallContext): Promise<CategoriesResponse> {
    const catalogue = this.commerce.catalogue;
    const found = (await this.categoriesOf(catalogue, payload, context)).filter(matches(payload.filter, context.market.language));
    return { categories: { results: await Promise.all(found.map((each) => this.withAncestors(catalogue, each))) } };
  }

  private async categoriesOf(catalogue: CataloguePort, payload: GetCategoryPayload, context: CallContext): Promise<Category[]> {
    const query = payload.query ?? 'main';
    if (query === 'roots') return catalogue.categoryChildren(undefined);
    const category = await this.find(catalogue, payload, context);
    if (!category) return [];
    if (query === 'children') return catalogue.categoryChildren(category.id);
    return payload.fetchSiblings ? catalogue.categoryChildren(category.parent?.id) : [category];
  }

  private async find(catalogue: CataloguePort, payload: GetCategoryPayload, context: CallContext): Promise<Category | undefined> {
    if (payload.id !== undefined) return catalogue.categoryById(payload.id);
    if (payload.key !== undefined) return catalogue.categoryByKey(payload.key);
    const languages = [...new Set((payload.acceptLanguage ?? [context.market.language]).map(bareLanguage))];
    for (const language of languages) {
      const category = await catalogue.categoryBySlug(payload.slug!, language);
      if (category) return category;
    }
    return undefined;
  }

  private async withAncestors(catalogue: CataloguePort, category: Category): Promise<Category> {
    const ancestors = await catalogue.categoryAncestors(category.id);
    const byId = new Map(ancestors.map((ancestor) => [ancestor.id, ancestor]));
    return { ...category, ancestors: category.ancestors.map((reference) => ({ ...reference, obj: byId.get(reference.id) })) };
  }
}
