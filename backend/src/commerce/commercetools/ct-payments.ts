import type { ByProjectKeyRequestBuilder, Payment, PaymentDraft, PaymentUpdateAction } from '@commercetools/platform-sdk';
import type { PaymentPort } from '../port/payment-port.js';
import { body, bodyOrUndefined } from './sdk-error.js';

export class CtPayments implements PaymentPort {
  constructor(private readonly api: ByProjectKeyRequestBuilder) {}

  create(draft: PaymentDraft): Promise<Payment> {
    return body(this.api.payments().post({ body: draft }).execute());
  }

  get(id: string): Promise<Payment | undefined> {
    return bodyOrUndefined(this.api.payments().withId({ ID: id }).get().execute());
  }

  byKey(key: string): Promise<Payment | undefined> {
    return bodyOrUndefined(this.api.payments().withKey({ key }).get().execute());
  }

  update(id: string, version: number, actions: readonly PaymentUpdateAction[]): Promise<Payment> {
    return body(this.api.payments().withId({ ID: id }).post({ body: { version, actions: [...actions] } }).execute());
  }
}
