/**
 * Tags with their own listing behaviour (spec 1 §2, "Special tags"). Campaign tags
 * (campaign:NAME) are open-ended and handled by campaign-tag.ts. Matching is exact: the index
 * stores them with this spelling, including the camel case of topRated.
 */
export const SPECIAL_LISTING_TAGS = ['new', 'bestseller', 'bware', 'on-sale', 'topRated'] as const;
export type SpecialListingTag = (typeof SPECIAL_LISTING_TAGS)[number];

export const isSpecialListingTag = (value: unknown): value is SpecialListingTag =>
  typeof value === 'string' && (SPECIAL_LISTING_TAGS as readonly string[]).includes(value);
