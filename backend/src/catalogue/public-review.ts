import type { CustomFields, Review } from '@commercetools/platform-sdk';
import { REVIEW_FIELDS } from '../commerce/schema/index.js';

/**
 * A review as anyone may read it: the spec's review (spec 1 §3: id, title, text, authorName,
 * rating, createdAt, locale and the review custom fields), nothing more.
 *
 * commercetools' Review also names its author: `customer` (a customer reference),
 * `uniquenessValue` (the shop writes `<customerId>/<productId>` there), `key`, and
 * `createdBy`/`lastModifiedBy` (customer references, anonymous ids, client ids). A customer id is
 * what a forged session would need, so none of that leaves the server; the author is their
 * chosen display name only. Custom fields are copied by name from the shop's review type, so a
 * field a project adds later (an e-mail, say) is not published by default.
 */
export interface PublicReview {
  readonly id: string;
  readonly createdAt: string;
  readonly locale?: string;
  readonly authorName?: string;
  readonly title?: string;
  readonly text?: string;
  readonly rating?: number;
  readonly custom?: CustomFields;
}

const PUBLIC_CUSTOM_FIELDS: readonly string[] = Object.values(REVIEW_FIELDS);

export function publicReview(review: Review): PublicReview {
  const { id, createdAt, locale, authorName, title, text, rating, custom } = review;
  const optional = { locale, authorName, title, text, rating };
  return {
    id,
    createdAt,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    ...(custom ? { custom: { type: custom.type, fields: publicFields(custom.fields) } } : {}),
  };
}

function publicFields(fields: CustomFields['fields']): CustomFields['fields'] {
  return Object.fromEntries(PUBLIC_CUSTOM_FIELDS.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name]]));
}
