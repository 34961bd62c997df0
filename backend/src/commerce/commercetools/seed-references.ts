import type { ByProjectKeyRequestBuilder, ProductDraft } from '@commercetools/platform-sdk';

interface KeyReference {
  readonly typeId: 'category';
  readonly key: string;
}

const isCategoryKeyReference = (value: unknown): value is KeyReference =>
  typeof value === 'object' && value !== null && (value as KeyReference).typeId === 'category'
  && typeof (value as KeyReference).key === 'string' && !('id' in value);

/**
 * The seed names everything by key, but commercetools takes reference-typed attribute values
 * only as `{ typeId, id }`. Category references in product attributes (complementaryCategories)
 * are turned into ids here, each category looked up once per load.
 */
export function categoryReferenceResolver(api: ByProjectKeyRequestBuilder): (draft: ProductDraft) => Promise<ProductDraft> {
  const ids = new Map<string, Promise<string>>();
  const idOf = (key: string): Promise<string> => {
    let id = ids.get(key);
    if (!id) {
      id = api.categories().withKey({ key }).get().execute().then((response) => response.body.id);
      ids.set(key, id);
    }
    return id;
  };
  const resolve = async (value: unknown): Promise<unknown> => {
    if (isCategoryKeyReference(value)) return { typeId: 'category', id: await idOf(value.key) };
    if (Array.isArray(value)) return Promise.all(value.map(resolve));
    return value;
  };
  return async (draft) => {
    const withIds = async (variant: NonNullable<ProductDraft['masterVariant']>) => ({
      ...variant,
      attributes: await Promise.all((variant.attributes ?? []).map(async (attribute) => ({ ...attribute, value: await resolve(attribute.value) }))),
    });
    return {
      ...draft,
      ...(draft.masterVariant ? { masterVariant: await withIds(draft.masterVariant) } : {}),
      ...(draft.variants ? { variants: await Promise.all(draft.variants.map(withIds)) } : {}),
    };
  };
}
