import { BadRequestException } from '@nestjs/common';
import type { Customer } from '@commercetools/platform-sdk';

/**
 * How many addresses one customer keeps. Every answer of the address calls carries the whole
 * book, so an unbounded one grows each answer without end (2,000 addresses made 3 MB); 50 is far
 * beyond what a shopper or a company buyer with many sites uses, and what payment providers
 * such as Braintree allow per customer. Billing and shipping lists only name saved addresses, so
 * this bounds them too.
 */
export const MAX_ADDRESSES_PER_CUSTOMER = 50;

export const ADDRESS_BOOK_FULL = `An address book holds at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses: remove one before adding another.`;

/** A new address is refused (400, naming the limit) once the customer has the maximum. */
export function requireRoomForAddress(customer: Customer): void {
  if (customer.addresses.length >= MAX_ADDRESSES_PER_CUSTOMER) throw new BadRequestException(ADDRESS_BOOK_FULL);
}
