import { IsIn } from 'class-validator';
import { CART_UPDATE_ACTIONS, type CartUpdateActionName } from './cart-action-names.js';

/**
 * What every action of the generic cart update has: its name. An action whose name is none of
 * the spec's is validated as this class alone, so the 400 names the action and its index.
 */
export class CartActionPayload {
  @IsIn(CART_UPDATE_ACTIONS, { message: `$property '$value' is not one of the cart update actions: ${CART_UPDATE_ACTIONS.join(', ')}` })
  action!: CartUpdateActionName;
}
