import type { StoreResourceIdentifier, TypeResourceIdentifier } from '@commercetools/platform-sdk';

/** What building or updating a customer may consult beyond the customer itself. */
export interface CustomerContext {
  /** The request's time (ISO), for lastModifiedAt and token expiry. */
  readonly now: string;
  /** The id of a custom type given by id or key; ReferencedResourceNotFound when it does not exist. */
  typeId(type: TypeResourceIdentifier): string;
  /** The key of a store given by id or key; ReferencedResourceNotFound when it does not exist. */
  storeKey(store: StoreResourceIdentifier): string;
  /**
   * Throws DuplicateField when another customer (not `exceptId`) that could sign in alongside
   * a customer of `stores` already uses `email`.
   */
  requireEmailFree(email: string, stores: readonly string[], exceptId?: string): void;
}
