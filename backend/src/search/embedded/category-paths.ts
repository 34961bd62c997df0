import type { Category } from '@commercetools/platform-sdk';
import { CATEGORY_LEVELS, type LanguageCode } from '@shop/domain';
import type { CataloguePort } from '../../commerce/port/catalogue-port.js';
import type { CategoryPaths } from './product-record.js';

/** Algolia's separator of hierarchical facet levels. */
export const CATEGORY_PATH_SEPARATOR = ' > ';

/**
 * Categories by id, each loaded once from the catalogue however many products and markets refer
 * to it (one index build asks for the same hundred categories thousands of times).
 */
export class CategoryLookup {
  private readonly loaded = new Map<string, Promise<Category | undefined>>();

  constructor(private readonly catalogue: CataloguePort) {}

  byId(id: string): Promise<Category | undefined> {
    let category = this.loaded.get(id);
    if (!category) {
      // A failed load is forgotten, so the next index build asks again.
      category = this.catalogue.categoryById(id).catch((error: unknown) => {
        this.loaded.delete(id);
        throw error;
      });
      this.loaded.set(id, category);
    }
    return category;
  }

  /** The category's names from the root down, in `language`; undefined if any is unknown or untranslated. */
  async namePath(id: string, language: LanguageCode): Promise<string[] | undefined> {
    const category = await this.byId(id);
    if (!category) return undefined;
    const chain = await Promise.all([...category.ancestors.map((ancestor) => this.byId(ancestor.id)), category]);
    const names = chain.map((node) => node?.name[language]);
    return names.every((name): name is string => typeof name === 'string' && name !== '') ? names : undefined;
  }

  /** The lvl0..lvl4 paths of a product's categories ("Gastro", "Gastro > Ovens", ...), each once. */
  async paths(categoryIds: readonly string[], language: LanguageCode): Promise<CategoryPaths> {
    const namePaths = (await Promise.all(categoryIds.map((id) => this.namePath(id, language)))).filter(
      (path): path is string[] => path !== undefined,
    );
    const entries = CATEGORY_LEVELS.map((level) => {
      const values = namePaths.filter((path) => path.length > level).map((path) => path.slice(0, level + 1).join(CATEGORY_PATH_SEPARATOR));
      return [`lvl${level}`, [...new Set(values)]];
    });
    return Object.fromEntries(entries) as CategoryPaths;
  }
}
