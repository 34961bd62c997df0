import { AddressFieldsPayload } from '../../api/address-fields.payload.js';

/**
 * A billing or shipping address set on the cart. The isDefault flags are not stored: they belong
 * to the customer's addresses, not to the cart.
 */
export class CartAddressPayload extends AddressFieldsPayload {}
