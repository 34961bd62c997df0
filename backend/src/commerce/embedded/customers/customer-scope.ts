import type { Customer } from '@commercetools/platform-sdk';

/*
 * commercetools' customer scoping: a Customer with no `stores` is global; one with stores belongs
 * to those stores only. The engine follows it:
 * - sign-up through a store (storeKey given) makes a customer of that store, as commercetools'
 *   in-store endpoint does; without a store key the customer is global unless the draft names
 *   stores;
 * - an e-mail is unique among the customers that could sign in at the same place: a global
 *   customer's e-mail is taken project-wide, a store customer's e-mail only within its stores
 *   (and by global customers). So the same person may hold separate accounts in two countries'
 *   stores, but never two accounts that would both answer one sign-in;
 * - in a store, global customers and that store's customers can sign in; without a store, only
 *   global ones (a store customer's e-mail is not unique project-wide).
 */

const storeKeys = (customer: Pick<Customer, 'stores'>): string[] => customer.stores.map((store) => store.key);

/** Whether a customer in `stores` and an existing customer would share an e-mail illegally. */
export function emailsClash(stores: readonly string[], existing: Pick<Customer, 'stores'>): boolean {
  const other = storeKeys(existing);
  return stores.length === 0 || other.length === 0 || stores.some((key) => other.includes(key));
}

/** Whether the customer can sign in (or reset a password) through `storeKey` (undefined: globally). */
export function visibleIn(customer: Pick<Customer, 'stores'>, storeKey: string | undefined): boolean {
  const keys = storeKeys(customer);
  return keys.length === 0 || (storeKey !== undefined && keys.includes(storeKey));
}
