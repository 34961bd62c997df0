import type { Product, Review, ReviewDraft } from '@commercetools/platform-sdk';
import { invalidInput } from '../../port/commerce-error.js';
import { referencedResourceNotFound } from '../../port/platform-errors.js';
import type { DocumentStore, Versioned } from '../store/document-store.js';
import { productLookups, reviewLookups } from './lookups.js';
import { ratingStatistics } from './rating-statistics.js';
import { reviewFromDraft } from './review-from-draft.js';
import { RESOURCE } from './resource-types.js';

type Identifier = { readonly id?: string | undefined; readonly key?: string | undefined } | undefined;

/**
 * Reviews written through the engine. A review and its product's new rating statistics are one
 * transaction, and every engine's catalogue snapshot takes the product over on its next read
 * (live-catalogue.ts), this one's included, so the next product read already counts it
 * (commercetools updates statistics moments later; nothing here relies on the lag).
 */
export class EmbeddedReviews {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: () => Date,
  ) {}

  async create(draft: ReviewDraft): Promise<Review> {
    if (!draft.target) throw invalidInput('The review needs a target.', 'RequiredField', { field: 'target' });
    if (draft.target.typeId !== 'product') throw invalidInput(`Reviews of ${String(draft.target.typeId)} are not supported; the target must be a product.`);
    const now = this.clock().toISOString();
    return this.store.transaction(() => {
      const target = this.resolve<Product>(RESOURCE.product, draft.target);
      const customerId = draft.customer ? this.resolve(RESOURCE.customer, draft.customer).id : undefined;
      const custom = draft.custom
        ? { type: { typeId: 'type' as const, id: this.resolve(RESOURCE.type, draft.custom.type).id }, fields: { ...draft.custom.fields } }
        : undefined;
      if (draft.uniquenessValue !== undefined && this.store.findIds(RESOURCE.review, 'uniquenessValue', draft.uniquenessValue).length > 0) {
        throw invalidInput(`A duplicate value '"${draft.uniquenessValue}"' exists for field 'uniquenessValue'.`, 'DuplicateField', {
          field: 'uniquenessValue', duplicateValue: draft.uniquenessValue,
        });
      }
      const review = reviewFromDraft(draft, { productId: target.id, ...(customerId ? { customerId } : {}), ...(custom ? { custom } : {}) }, now);
      this.store.insert(RESOURCE.review, review, reviewLookups(review));
      const statistics = ratingStatistics(this.store.find<Review>(RESOURCE.review, 'target', target.id));
      const { reviewRatingStatistics: _previous, ...rest } = target;
      // lastModifiedAt stays: listings sort by it as the publication date, which a review does not change.
      const updated: Product = { ...rest, version: target.version + 1, ...(statistics ? { reviewRatingStatistics: statistics } : {}) };
      this.store.replace(RESOURCE.product, target.version, updated, productLookups(updated));
      return review;
    });
  }

  /** A resource named by id or key; ReferencedResourceNotFound when there is none. */
  private resolve<T extends Versioned>(type: string, identifier: Identifier): T {
    const found = identifier?.id !== undefined
      ? this.store.get<T>(type, identifier.id)
      : identifier?.key !== undefined ? this.store.getByKey<T>(type, identifier.key) : undefined;
    if (!found) throw referencedResourceNotFound(type, { ...(identifier?.id !== undefined ? { id: identifier.id } : { key: identifier?.key ?? '' }) });
    return found;
  }
}
