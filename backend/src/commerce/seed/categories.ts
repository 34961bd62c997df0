import type { CategoryDraft } from '@commercetools/platform-sdk';
import { LANGUAGE_CODES, type LanguageCode } from '@shop/domain';
import { CATEGORY_FIELDS, TYPE_KEYS } from '../schema/index.js';
import { localize } from './localized.js';
import { slugify } from './slugify.js';
import type { CategoryNode, Localized, ProductKind } from './vocabulary/vocabulary-types.js';

/** A category with products, as the product generator needs it. */
export interface LeafCategory {
  readonly key: string;
  readonly name: Localized;
  /** Keys from the department down to the leaf itself. */
  readonly path: readonly string[];
  readonly kinds: readonly ProductKind[];
}

export interface CategoryTree {
  readonly drafts: CategoryDraft[];
  readonly leaves: LeafCategory[];
}

/** orderHint is a decimal between 0 and 1 compared as text, so a fixed width keeps text order = number order. */
export const orderHint = (index: number): string => `0.${String(index + 1).padStart(4, '0')}`;

/** Hands out slugs unique per language; a taken slug gets its parent's slug, then a counter. */
class SlugRegistry {
  private readonly taken = new Map<LanguageCode, Set<string>>(LANGUAGE_CODES.map((l) => [l, new Set<string>()]));

  claim(language: LanguageCode, wanted: string, parentSlug: string | undefined): string {
    const taken = this.taken.get(language);
    if (!taken) throw new RangeError(`unknown language ${language}`);
    const candidates = [wanted, ...(parentSlug ? [`${wanted}-${parentSlug}`] : [])];
    let slug = candidates.find((candidate) => !taken.has(candidate));
    for (let n = 2; slug === undefined; n += 1) {
      const numbered = `${wanted}-${n}`;
      if (!taken.has(numbered)) slug = numbered;
    }
    taken.add(slug);
    return slug;
  }
}

const hasProducts = (node: CategoryNode): boolean =>
  (node.productKinds?.length ?? 0) > 0 || (node.children ?? []).some(hasProducts);

/*
 * The category tree from the vocabulary: keys as the vocabulary writes them, names in all 21
 * languages, slugs from the names per language (unique per language across the whole tree, as a
 * slug alone selects the category in a URL), orderHint in vocabulary order within each level,
 * the custom field hasProducts ('true'/'false' per language, spec 1 §3).
 */
export function categoryTree(departments: readonly CategoryNode[]): CategoryTree {
  const drafts: CategoryDraft[] = [];
  const leaves: LeafCategory[] = [];
  const keys = new Set<string>();
  const slugs = new SlugRegistry();

  const visit = (node: CategoryNode, index: number, parent: { key: string; slug: Localized } | undefined, path: readonly string[]): void => {
    if (keys.has(node.key)) throw new Error(`category key "${node.key}" appears twice in the vocabulary`);
    keys.add(node.key);
    const slug = localize((language) => slugs.claim(language, slugify(node.name[language], language), parent?.slug[language]));
    const filled = hasProducts(node);
    drafts.push({
      key: node.key,
      name: { ...node.name },
      slug: { ...slug },
      orderHint: orderHint(index),
      metaTitle: { ...node.name },
      ...(parent ? { parent: { typeId: 'category', key: parent.key } } : {}),
      custom: {
        type: { typeId: 'type', key: TYPE_KEYS.category },
        fields: { [CATEGORY_FIELDS.hasProducts]: localize(() => String(filled)) },
      },
    });
    const ownPath = [...path, node.key];
    if ((node.productKinds?.length ?? 0) > 0) {
      leaves.push({ key: node.key, name: node.name, path: ownPath, kinds: node.productKinds ?? [] });
    }
    (node.children ?? []).forEach((child, childIndex) => visit(child, childIndex, { key: node.key, slug }, ownPath));
  };

  departments.forEach((department, index) => visit(department, index, undefined, []));
  return { drafts, leaves };
}
