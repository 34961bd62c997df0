import type { StateReference, StateResourceIdentifier } from '@commercetools/platform-sdk';
import { invalidInput } from '../../port/commerce-error.js';

/**
 * A custom workflow State (Order.state, PaymentStatus.state). The engine stores no State
 * resources, so a reference by id is kept as given and one by key cannot be resolved: it is
 * refused as commercetools refuses any reference it cannot resolve. The shop uses no custom
 * workflow, so this only keeps a foreign caller from storing a dangling key.
 */
export function stateReference(identifier: StateResourceIdentifier): StateReference {
  if (identifier.id) return { typeId: 'state', id: identifier.id };
  const predicate = identifier.key ? `with key '${identifier.key}'` : 'without id or key';
  const message = `The referenced object of type 'state' ${predicate} was not found. It either doesn't exist, or it can't be accessed from this endpoint.`;
  throw invalidInput(message, 'ReferencedResourceNotFound', { typeId: 'state', ...(identifier.key ? { key: identifier.key } : {}) });
}
