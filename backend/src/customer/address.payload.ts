import { AddressFieldsPayload } from '../api/address-fields.payload.js';

/**
 * An address part of the address calls. `id` names a saved address (update); the key is the
 * server's (postal code and save time), so a key sent back is ignored, and so are the isDefault
 * flags, which only the set-default calls change.
 */
export class AddressPayload extends AddressFieldsPayload {}
