/**
 * What the shop's payment routes answer the browser's Drop-in: an action for Drop-in to perform
 * (`resultCode`, `action`, as `actions.resolve` takes them), or the page to go to next (the
 * thank-you page, the payment error page, the payment step again), or the problem with the body.
 */
export interface DropInAnswer {
  readonly resultCode?: string | undefined;
  readonly action?: Readonly<Record<string, unknown>>;
  /** A path on this site in the shopper's language. */
  readonly next?: string;
  readonly problem?: string;
}
