import type { Payment, PaymentDraft, PaymentUpdateAction } from '@commercetools/platform-sdk';

export interface PaymentPort {
  create(draft: PaymentDraft): Promise<Payment>;
  get(id: string): Promise<Payment | undefined>;
  /** By its user-defined key, unique per project: lets a caller make its payment creation idempotent. */
  byKey(key: string): Promise<Payment | undefined>;
  update(id: string, version: number, actions: readonly PaymentUpdateAction[]): Promise<Payment>;
}
