/** Spec 1 §8 / spec 2 §8: the three outcomes a shopper can be told when a review is refused. */
export const NOT_PURCHASED = "You haven't purchased this particular SKU";
export const ALREADY_REVIEWED = 'You have already submitted review for your purchase for SKU';
export const REVIEW_FAILED = 'Something went wrong on our side. Please try again or contact support';

/** Only customers can review: a purchase is what entitles them to, and a guest has none on record. */
export const SIGN_IN_TO_REVIEW = 'Sign in to review a product you bought';
export const CONSENT_REQUIRED = 'payload[0].consent must be true: this market publishes a review only with the consent of its author';
