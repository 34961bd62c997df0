import type { Customer, CustomerUpdateAction } from '@commercetools/platform-sdk';
import { TYPE_KEYS } from './custom-fields.js';

/**
 * The update that sets one of the shop's customer fields. Customers the shop registers have its
 * customer type already; one without a custom type (created elsewhere) gets it, with this field only.
 */
export function customerFieldAction(customer: Customer, name: string, value: unknown): CustomerUpdateAction {
  if (customer.custom) return { action: 'setCustomField', name, value };
  return { action: 'setCustomType', type: { typeId: 'type', key: TYPE_KEYS.customer }, fields: { [name]: value } };
}
