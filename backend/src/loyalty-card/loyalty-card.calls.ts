import { HttpStatus, Injectable } from '@nestjs/common';
import type { Customer } from '@commercetools/platform-sdk';
import { COUNTRY_SWITCHES } from '@shop/markets';
import type { CallContext } from '../api/call-context.js';
import { CallRefusal } from '../api/call-refusal.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { CUSTOMER_FIELDS, customerFieldAction } from '../commerce/schema/index.js';
import { SessionCustomer } from '../customer/session-customer.js';
import { isLoyaltyCardNumber, newLoyaltyCardNumber } from './loyalty-card-number.js';

export interface LoyaltyCard {
  /** EAN-13 (loyalty-card-number.ts), the same on every later look. */
  readonly number: string;
  readonly holder: string;
}

export const NO_LOYALTY_CARD = 'This market has no loyalty card';

const numberOf = (customer: Customer): string | undefined => {
  const value = customer.custom?.fields?.[CUSTOMER_FIELDS.loyaltyCardNumber] as unknown;
  return isLoyaltyCardNumber(value) ? value : undefined;
};

/**
 * The account's loyalty card (spec 1 §1, spec 2 §2: one market variant has it; markets'
 * loyaltyCard). The card is the customer's number, given on their first look and kept on the
 * customer, shown with the holder's name. 404 `loyaltyCardNotOffered` where the market has no
 * card; a guest 401.
 */
@Injectable()
export class LoyaltyCardCalls {
  constructor(private readonly customers: SessionCustomer) {}

  @CommerceMethod('getLoyaltyCard')
  async getLoyaltyCard(_parts: [], context: CallContext): Promise<{ card: LoyaltyCard }> {
    if (!COUNTRY_SWITCHES[context.market.country].loyaltyCard) throw new CallRefusal(HttpStatus.NOT_FOUND, 'loyaltyCardNotOffered', NO_LOYALTY_CARD);
    let customer = await this.customers.require(context);
    if (numberOf(customer) === undefined) {
      // Planned again on a stale version: two first looks at once keep the number that landed first.
      customer = await this.customers.change(context, customer, undefined, (current) =>
        numberOf(current) === undefined ? [customerFieldAction(current, CUSTOMER_FIELDS.loyaltyCardNumber, newLoyaltyCardNumber())] : []);
    }
    const holder = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
    return { card: { number: numberOf(customer)!, holder } };
  }
}
