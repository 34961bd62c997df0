import type { CustomFieldsDraft } from '@commercetools/platform-sdk';
import { CUSTOMER_FIELDS, TYPE_KEYS } from '../commerce/schema/index.js';

/**
 * The customer's custom fields at registration: the client type, stored lower-cased in
 * customerType (spec 2 §3, §6), on the 'customer-fields' type. The type is named by key, so the
 * same draft works in every environment.
 */
export const customerTypeFields = (customerType: string): CustomFieldsDraft => ({
  type: { typeId: 'type', key: TYPE_KEYS.customer },
  fields: { [CUSTOMER_FIELDS.customerType]: customerType.toLowerCase() },
});
