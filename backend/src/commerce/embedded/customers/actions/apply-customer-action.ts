import type { CustomerUpdateAction } from '@commercetools/platform-sdk';
import { updateActionHandler } from '../../update-action-handler.js';
import type { CustomerContext } from '../customer-context.js';
import type { StoredCustomer } from '../stored-customer.js';
import * as addresses from './address-actions.js';
import * as profile from './profile-actions.js';

type Handler = (customer: StoredCustomer, action: never, context: CustomerContext) => StoredCustomer;

/**
 * The update actions the shop uses ("update me", the address calls of spec 2 §7) plus the other
 * plain field setters. Store, customer-group, key, number and authentication-mode actions are
 * refused by name: the shop never sends them and each has rules the engine does not model.
 */
const HANDLERS: Readonly<Record<string, Handler>> = {
  setFirstName: profile.setFirstName,
  setLastName: profile.setLastName,
  setMiddleName: profile.setMiddleName,
  setTitle: profile.setTitle,
  setSalutation: profile.setSalutation,
  setCompanyName: profile.setCompanyName,
  setVatId: profile.setVatId,
  setLocale: profile.setLocale,
  setDateOfBirth: profile.setDateOfBirth,
  setExternalId: profile.setExternalId,
  changeEmail: profile.changeEmail,
  setCustomType: profile.setCustomType,
  setCustomField: profile.setCustomField,
  addAddress: addresses.addAddress,
  changeAddress: addresses.changeAddress,
  removeAddress: addresses.removeAddress,
  setDefaultShippingAddress: addresses.setDefaultShippingAddress,
  setDefaultBillingAddress: addresses.setDefaultBillingAddress,
  addShippingAddressId: addresses.addShippingAddressId,
  removeShippingAddressId: addresses.removeShippingAddressId,
  addBillingAddressId: addresses.addBillingAddressId,
  removeBillingAddressId: addresses.removeBillingAddressId,
  setAddressCustomType: addresses.setAddressCustomType,
  setAddressCustomField: addresses.setAddressCustomField,
};

export function applyCustomerAction(customer: StoredCustomer, action: CustomerUpdateAction, context: CustomerContext): StoredCustomer {
  return updateActionHandler(HANDLERS, action, 'customers')(customer, action as never, context);
}

export const SUPPORTED_CUSTOMER_ACTIONS: readonly string[] = Object.keys(HANDLERS);
