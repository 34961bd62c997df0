import type { SupportField, SupportRequestForm } from '@shop/domain';

/** The query a sent request's page carries: its reference, shown to the shopper. */
export const SUPPORT_REFERENCE_PARAM = 'reference';
/** Spec 1 §2: a route outside the exempt list takes a trailing slash. */
export const SUPPORT_PATH = '/support/';


/** What an error under a field says: `support.error.<rule>` for each domain rule. */
export type SupportFieldErrors = Partial<Record<SupportField, string>>;

/**
 * What the form shows again after a post that did not send: the fields as typed (nothing is
 * lost), and why. `refreshed` is the no-JavaScript "show the fields for this topic" step.
 */
export type SupportFormState =
  | { readonly status: 'refreshed'; readonly form: SupportRequestForm }
  | { readonly status: 'invalid'; readonly form: SupportRequestForm; readonly errors: SupportFieldErrors }
  | { readonly status: 'rate-limited'; readonly form: SupportRequestForm; readonly retryAfterSeconds?: number }
  | { readonly status: 'failed'; readonly form: SupportRequestForm };

/** The enhanced form's answer once the backend stored the request (a plain post is redirected to the reference instead). */
export interface SupportSent {
  readonly status: 'sent';
  readonly reference: string;
}
