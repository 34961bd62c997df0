/** A category as the backend's getCategory answers it (commercetools' Category, the fields a page reads). */
export interface CategoryRecord {
  readonly id: string;
  readonly key?: string;
  readonly name: Readonly<Record<string, string>>;
  readonly slug: Readonly<Record<string, string>>;
  readonly description?: Readonly<Record<string, string>>;
  readonly metaTitle?: Readonly<Record<string, string>>;
  readonly metaDescription?: Readonly<Record<string, string>>;
  readonly orderHint?: string;
  readonly ancestors?: readonly { readonly id: string; readonly obj?: CategoryRecord }[];
}

export interface CategoriesAnswer {
  readonly categories: { readonly results: readonly CategoryRecord[] };
}

/** A category link: its name and slug in the page's language. */
export interface CategoryLink {
  readonly name: string;
  readonly slug: string;
}

/** Spec 1 §9: items sort by orderHint ascending (a decimal string between 0 and 1). */
export const byOrderHint = (a: CategoryRecord, b: CategoryRecord): number =>
  Number(a.orderHint ?? '1') - Number(b.orderHint ?? '1');

export function categoryLink(category: CategoryRecord, language: string): CategoryLink | undefined {
  const name = category.name[language];
  const slug = category.slug[language];
  return name && slug ? { name, slug } : undefined;
}
