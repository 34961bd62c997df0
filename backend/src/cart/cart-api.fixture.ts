import type { INestApplication } from '@nestjs/common';
import type { Cart } from '@commercetools/platform-sdk';
import request from 'supertest';

export type Agent = ReturnType<typeof request.agent>;

/** The call helpers of the cart specs: one agent is one shopper (its session cookie), the host picks the market. */
export function cartApi(app: () => INestApplication) {
  const shopper = (): Agent => request.agent(app().getHttpServer());
  const call = (agent: Agent, method: string, body: unknown, host = 'localhost') =>
    agent.post(`/api/ct/${method}?host=${host}`).send(body as object);
  const ref = (cart: Cart) => ({ id: cart.id, version: cart.version });
  const add = async (agent: Agent, sku: string, quantity: number, cart?: Cart, host = 'localhost'): Promise<Cart> =>
    (await call(agent, 'addToCart', [cart ? ref(cart) : {}, { sku, quantity }], host).expect(200)).body.cart as Cart;
  /** updateCart expecting 200: the updated cart. */
  const update = async (agent: Agent, cart: Cart, actions: unknown[], host = 'localhost'): Promise<Cart> =>
    (await call(agent, 'updateCart', [ref(cart), { actions }], host).expect(200)).body.cart as Cart;
  const lineOf = (cart: Cart, sku: string) => cart.lineItems.find((line) => line.variant.sku === sku);
  return { shopper, call, ref, add, update, lineOf };
}
