import { describe, expect, it } from '@jest/globals';
import { BackendError, type BackendClient } from '../shop/backend.server';
import { addToCart, addToCartAction } from './add-to-cart.server';

type Answer = unknown | Error;

/** A backend that answers each call from a script, and records what it was asked. */
function fakeBackend(answers: Record<string, Answer[]>) {
  const calls: [string, unknown][] = [];
  const backend = {
    call: async (method: string, payload: unknown) => {
      calls.push([method, payload]);
      const answer = answers[method]?.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as BackendClient;
  return { backend, calls };
}

const cart = (lines: [string, number][]) => ({
  cart: { id: 'c1', version: 7, lineItems: lines.map(([sku, quantity]) => ({ quantity, variant: { sku } })) },
});

describe('addToCart says what the backend did', () => {
  it('added: the pieces asked for went in, into the session cart by its reference', async () => {
    const { backend, calls } = fakeBackend({ getMyCart: [cart([['EX1', 1]])], addToCart: [cart([['EX1', 4]])] });
    expect(await addToCart(backend, { sku: 'EX1', quantity: 3 })).toEqual({ status: 'added', sku: 'EX1', quantity: 3, inCart: 4 });
    expect(calls[1]).toEqual(['addToCart', [{ id: 'c1', version: 7 }, { sku: 'EX1', quantity: 3 }]]);
  });

  it('no cart yet: the backend makes one', async () => {
    const { backend, calls } = fakeBackend({ getMyCart: [{ cart: null }], addToCart: [cart([['EX1', 2]])] });
    expect(await addToCart(backend, { sku: 'EX1', quantity: 2 })).toEqual({ status: 'added', sku: 'EX1', quantity: 2, inCart: 2 });
    expect(calls[1]).toEqual(['addToCart', [{}, { sku: 'EX1', quantity: 2 }]]);
  });

  it('capped: fewer went in than asked (stock); max: none could', async () => {
    const capped = fakeBackend({ getMyCart: [{ cart: null }], addToCart: [cart([['EX1', 28]])] });
    expect(await addToCart(capped.backend, { sku: 'EX1', quantity: 50 })).toEqual({ status: 'capped', sku: 'EX1', quantity: 28, inCart: 28 });
    const refused = fakeBackend({ getMyCart: [cart([['EX1', 28]])], addToCart: [new BackendError(400, { statusCode: 400, message: 'You have reached the maximum quantity' }, 'addToCart')] });
    expect(await addToCart(refused.backend, { sku: 'EX1', quantity: 1 })).toEqual({ status: 'max', sku: 'EX1' });
  });

  it('another refusal, and a backend that is away, are never a success', async () => {
    const refused = fakeBackend({ getMyCart: [{ cart: null }], addToCart: [new BackendError(400, { message: "No product with SKU 'EX9' is sold in this market" }, 'addToCart')] });
    expect(await addToCart(refused.backend, { sku: 'EX9', quantity: 1 })).toEqual({ status: 'refused', sku: 'EX9' });
    const down = fakeBackend({ getMyCart: [new TypeError('fetch failed')] });
    expect(await addToCart(down.backend, { sku: 'EX1', quantity: 1 })).toEqual({ status: 'unavailable', sku: 'EX1' });
    const failing = fakeBackend({ getMyCart: [{ cart: null }], addToCart: [new BackendError(502, {}, 'addToCart')] });
    expect(await addToCart(failing.backend, { sku: 'EX1', quantity: 1 })).toEqual({ status: 'unavailable', sku: 'EX1' });
  });
});

describe('addToCartAction', () => {
  const post = (fields: Record<string, string>) => new Request('http://sk.localhost/add-to-cart', { method: 'POST', body: new URLSearchParams(fields) });

  it('a plain form post goes back to its page (303) with the outcome', async () => {
    const { backend } = fakeBackend({ getMyCart: [{ cart: null }], addToCart: [cart([['EX1', 2]])] });
    const response = (await addToCartAction(backend, post({ sku: 'EX1', quantity: '2', returnTo: '/x-10000001?cart=max' }))) as Response;
    expect([response.status, response.headers.get('location')]).toEqual([303, '/x-10000001?cart=added&added=2']);
  });

  it('bad input is a 400 before any backend call', async () => {
    const { backend, calls } = fakeBackend({});
    const result = (await addToCartAction(backend, post({ sku: 'EX1', quantity: '0' }))) as { init?: { status?: number }; data: unknown };
    expect([result.init?.status, result.data]).toEqual([400, { status: 'invalid' }]);
    expect(calls).toEqual([]);
  });
});
