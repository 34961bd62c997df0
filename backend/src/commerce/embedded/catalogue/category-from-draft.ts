import { randomUUID } from 'node:crypto';
import type { Category, CategoryDraft, CategoryReference } from '@commercetools/platform-sdk';

/** Ancestors run from the root down, as commercetools lists them; the parent must exist already. */
export function categoryFromDraft(draft: CategoryDraft, parent: Category | undefined, now: string, position: number): Category {
  const ancestors: CategoryReference[] = parent ? [...parent.ancestors, { typeId: 'category', id: parent.id }] : [];
  return {
    ...(draft as Omit<CategoryDraft, 'parent' | 'custom' | 'assets'>),
    id: randomUUID(),
    version: 1,
    createdAt: now,
    lastModifiedAt: now,
    ancestors,
    ...(parent ? { parent: { typeId: 'category', id: parent.id } } : {}),
    // commercetools requires an orderHint; keep the draft's or fall back to load order.
    orderHint: draft.orderHint ?? `0.${String(position).padStart(6, '0')}`,
    ...(draft.custom ? { custom: draft.custom as unknown as Category['custom'] } : {}),
    assets: [],
  } as Category;
}
