import { Inject, Injectable } from '@nestjs/common';
import type { Category } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { ShopCache } from '../cache/shop-cache.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import type { CataloguePort } from '../commerce/port/catalogue-port.js';
import { GetCategoryPayload } from './get-category.payload.js';

export interface CategoriesResponse {
  readonly categories: { readonly results: Category[] };
}

/** 'sk-SK' → 'sk': categories are written in bare languages. */
const bareLanguage = (language: string): string => language.split('-')[0]!;

/** `/getCategory`: one category (or it and its siblings), each with its ancestors expanded (`ancestors[*].obj`). */
@Injectable()
export class CategoryCalls {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly cache: ShopCache,
  ) {}

  /** Cached ('categories') per query and market language, which is the default accepted language. */
  @CommerceMethod('getCategory', { parts: [GetCategoryPayload] })
  async getCategory([payload]: [GetCategoryPayload], context: CallContext): Promise<CategoriesResponse> {
    const key = `${context.market.language}:${JSON.stringify(payload)}`;
    return this.cache.wrap('categories', key, () => this.load(payload, context));
  }

  private async load(payload: GetCategoryPayload, context: CallContext): Promise<CategoriesResponse> {
    const catalogue = this.commerce.catalogue;
    const category = await this.find(catalogue, payload, context);
    if (!category) return { categories: { results: [] } };
    const found = payload.fetchSiblings ? await catalogue.categoryChildren(category.parent?.id) : [category];
    return { categories: { results: await Promise.all(found.map((each) => this.withAncestors(catalogue, each))) } };
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
