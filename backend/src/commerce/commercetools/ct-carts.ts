import type { ByProjectKeyRequestBuilder, Cart, CartDraft, CartUpdateAction } from '@commercetools/platform-sdk';
import type { CartPort } from '../port/cart-port.js';
import { body, bodyOrUndefined } from './sdk-error.js';

/** Carts through the platform; with a store key, in-store endpoints scope them like the engine does. */
export class CtCarts implements CartPort {
  constructor(private readonly api: ByProjectKeyRequestBuilder) {}

  private carts(storeKey?: string) {
    return storeKey ? this.api.inStoreKeyWithStoreKeyValue({ storeKey }).carts() : this.api.carts();
  }

  get(id: string, storeKey?: string): Promise<Cart | undefined> {
    return bodyOrUndefined(this.carts(storeKey).withId({ ID: id }).get().execute());
  }

  create(draft: CartDraft, storeKey?: string): Promise<Cart> {
    return body(this.carts(storeKey).post({ body: draft }).execute());
  }

  update(id: string, version: number, actions: readonly CartUpdateAction[], storeKey?: string): Promise<Cart> {
    return body(this.carts(storeKey).withId({ ID: id }).post({ body: { version, actions: [...actions] } }).execute());
  }

  delete(id: string, version: number, storeKey?: string): Promise<Cart> {
    return body(this.carts(storeKey).withId({ ID: id }).delete({ queryArgs: { version } }).execute());
  }
}
