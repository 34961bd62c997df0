import type { LocalizedString } from '@commercetools/platform-sdk';
import { categoryTree } from '../../commerce/seed/categories.js';
import { BRANDS } from '../../commerce/seed/vocabulary/brands.js';
import { DEPARTMENTS, type Brand } from '../../commerce/seed/vocabulary/index.js';

/**
 * What the demo documents link to in the demo catalogue, taken from the seed's own vocabulary so
 * the links lead to brands and departments that exist.
 */
export const OWN_BRANDS: readonly Brand[] = BRANDS.filter((brand) => brand.own);
export const TRUSTED_BRANDS: readonly Brand[] = BRANDS.filter((brand) => !brand.own);

export interface Department {
  readonly key: string;
  readonly name: LocalizedString;
  readonly slug: LocalizedString;
}

let departments: readonly Department[] | undefined;

/** The first-level categories with the slugs the seed gives them (computed once, on first use). */
export function demoDepartments(): readonly Department[] {
  departments ??= categoryTree(DEPARTMENTS)
    .drafts.filter((draft) => draft.parent === undefined)
    .map((draft) => ({ key: draft.key ?? '', name: draft.name, slug: draft.slug }));
  return departments;
}
