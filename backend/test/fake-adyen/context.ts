import type { PaymentStore } from './payment-store.js';
import type { NotificationRequestItem } from './types.js';

/** What the endpoint handlers and hosted pages share. */
export interface FakeContext {
  /** The fake's origin, e.g. http://127.0.0.1:PORT (its hosted pages live there). */
  readonly url: string;
  readonly merchantAccount: string;
  readonly store: PaymentStore;
  /** Signs the item and, with autoNotify, sends it after the current answer (retried). */
  readonly notify: (partial: Partial<NotificationRequestItem>) => void;
}
