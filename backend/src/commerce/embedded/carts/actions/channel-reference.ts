import type { Cart, ChannelReference, ChannelResourceIdentifier, ChannelRoleEnum } from '@commercetools/platform-sdk';
import { invalidInput } from '../../../port/commerce-error.js';
import type { CartContext } from '../cart-context.js';

export type LineChannelRole = Extract<ChannelRoleEnum, 'InventorySupply' | 'ProductDistribution'>;

const named = ({ id, key }: ChannelResourceIdentifier): string => (id !== undefined ? `with ID '${id}'` : `with key '${key ?? ''}'`);

/**
 * A line item channel given by id or key, as the reference by id commercetools stores. The
 * channel must exist, have the role its use needs (InventorySupply for a supply channel,
 * ProductDistribution for a distribution channel) and, in a store that lists channels of that
 * kind, be one of them ("the supplyChannel field on a line item can only be set to one of the
 * inventory supply channels set in the store", release notes 2020-07-14 and 2020-08-17).
 */
export function channelReference(identifier: ChannelResourceIdentifier, role: LineChannelRole, cart: Cart, context: CartContext): ChannelReference {
  const channel = context.channel(identifier);
  if (!channel) {
    throw invalidInput(
      `The referenced object of type 'channel' ${named(identifier)} was not found. It either doesn't exist, or it can't be accessed from this endpoint.`,
      'ReferencedResourceNotFound',
      { typeId: 'channel', ...(identifier.id !== undefined ? { id: identifier.id } : { key: identifier.key }) },
    );
  }
  if (!channel.roles.includes(role)) {
    throw invalidInput(`Given channel ${named(identifier)} does not have the required role ${role}.`, 'MissingRoleOnChannel', {
      channel: { typeId: 'channel', id: channel.id }, missingRole: role,
    });
  }
  const store = cart.store && context.catalogue.stores.find((candidate) => candidate.key === cart.store?.key);
  const allowed = role === 'InventorySupply' ? store?.supplyChannels : store?.distributionChannels;
  if (store && allowed && allowed.length > 0 && !allowed.some((reference) => reference.id === channel.id)) {
    const kind = role === 'InventorySupply' ? 'supply' : 'distribution';
    throw invalidInput(`The channel ${named(identifier)} is not one of the ${kind} channels of store '${store.key}'.`, 'InvalidInput');
  }
  return { typeId: 'channel', id: channel.id };
}
