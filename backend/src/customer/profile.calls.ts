import { Injectable } from '@nestjs/common';
import type { Customer } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { requireMarketStore } from '../api/market-store.js';
import { profileActions } from './profile-actions.js';
import { publicCustomer } from './public-customer.js';
import { SessionCustomer } from './session-customer.js';
import { UpdateMePayload } from './update-me.payload.js';

/** "update me" (spec 2 §7: version, actions, storeKey → customer): the signed-in customer's own profile. */
@Injectable()
export class ProfileCalls {
  constructor(private readonly customers: SessionCustomer) {}

  /**
   * Only the editable profile fields (profile-actions.ts); any other action is a 400 naming it.
   * A taken e-mail is commercetools' DuplicateField; a stale version is retried once.
   */
  @CommerceMethod('updateMe', { parts: [UpdateMePayload] })
  async updateMe([update]: [UpdateMePayload], context: CallContext): Promise<{ customer: Customer }> {
    requireMarketStore(update.storeKey, context, 'payload[0].storeKey');
    const actions = await profileActions(update.actions);
    const customer = await this.customers.require(context);
    return { customer: publicCustomer(await this.customers.update(customer, update.version, actions)) };
  }
}
