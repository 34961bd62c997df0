import type { ByProjectKeyRequestBuilder, Cart, CartDraft, CartUpdateAction } from '@commercetools/platform-sdk';
import type { CartPort } from '../port/cart-port.js';
import { CtProductTypes } from './ct-product-types.js';
import { body, bodyOrUndefined } from './sdk-error.js';

/*
 * Every cart request expands its discount codes (a cart holds one or two; the answer shows their
 * code text). Line product types come from the cached lookup instead (ct-product-types.ts says
 * why), so the port's carts carry both expansions as cart-port.ts promises.
 */
const EXPAND = ['discountCodes[*].discountCode'];

/** Carts through the platform; with a store key, in-store endpoints scope them like the engine does. */
export class CtCarts implements CartPort {
  constructor(
    private readonly api: ByProjectKeyRequestBuilder,
    private readonly productTypes: CtProductTypes = new CtProductTypes(api),
  ) {}

  private carts(storeKey?: string) {
    return storeKey ? this.api.inStoreKeyWithStoreKeyValue({ storeKey }).carts() : this.api.carts();
  }

  async get(id: string, storeKey?: string): Promise<Cart | undefined> {
    const cart = await bodyOrUndefined(this.carts(storeKey).withId({ ID: id }).get({ queryArgs: { expand: EXPAND } }).execute());
    return cart && this.withProductTypes(cart);
  }

  async create(draft: CartDraft, storeKey?: string): Promise<Cart> {
    return this.withProductTypes(await body(this.carts(storeKey).post({ body: draft, queryArgs: { expand: EXPAND } }).execute()));
  }

  async update(id: string, version: number, actions: readonly CartUpdateAction[], storeKey?: string): Promise<Cart> {
    const request = this.carts(storeKey).withId({ ID: id }).post({ body: { version, actions: [...actions] }, queryArgs: { expand: EXPAND } });
    return this.withProductTypes(await body(request.execute()));
  }

  async delete(id: string, version: number, storeKey?: string): Promise<Cart> {
    return this.withProductTypes(await body(this.carts(storeKey).withId({ ID: id }).delete({ queryArgs: { version, expand: EXPAND } }).execute()));
  }

  /** Each line's productType reference with its product type as `obj`, as an expansion would have it. */
  private async withProductTypes(cart: Cart): Promise<Cart> {
    if (cart.lineItems.length === 0) return cart;
    const types = await this.productTypes.byIds(cart.lineItems.map((line) => line.productType.id));
    return {
      ...cart,
      lineItems: cart.lineItems.map((line) => {
        const type = types.get(line.productType.id);
        return type ? { ...line, productType: { typeId: 'product-type', id: line.productType.id, obj: type } } : line;
      }),
    };
  }
}
