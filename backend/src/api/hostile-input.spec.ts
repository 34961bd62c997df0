import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger, type INestApplication } from '@nestjs/common';
import type { Cart } from '@commercetools/platform-sdk';
import request from 'supertest';
import { createTestApp } from '../../test/test-app.js';
import { cartApi, type Agent } from '../cart/cart-api.fixture.js';
import type { PayloadPartType } from './commerce-method.decorator.js';
import { CommerceMethodRegistry } from './commerce-method.registry.js';
import { dtoFields } from './dto-metadata.js';
import { PAYLOAD_LIMITS } from './payload-limits.js';

/** An SKU of the mini seed with stock (mini-seed.fixture.ts). */
const SKU = 'EX10012345';
/** The largest error answer a hostile request may get: a few problems and a count, never one line per element. */
const MAX_ERROR_BYTES = 8 * 1024;
/** What the server may log about one hostile request, whatever its size. */
const MAX_LOGGED_CHARS = 8 * 1024;

const deepArray = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/**
 * Issue 11, items 1, 5 and 11: requests an attacker or a careless client sends. Each must get a
 * small, clear 400 naming what is wrong; none a 500, a multi-megabyte answer or a flood in the log.
 */
describe('hostile input to /api/ct (real Nest app, embedded engine, mini seed)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const { shopper, call, ref, add } = cartApi(() => app);
  const raw = (agent: Agent, method: string, json: string) =>
    agent.post(`/api/ct/${method}?host=localhost`).set('Content-Type', 'application/json').send(json);
  const withCart = async (): Promise<{ agent: Agent; cart: Cart }> => {
    const agent = shopper();
    return { agent, cart: await add(agent, SKU, 1) };
  };
  /** Everything the Nest loggers are asked to write during `run`, as one text (the filter logs through them). */
  const loggedDuring = async (run: () => Promise<unknown>): Promise<string> => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => {
      lines.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg) ?? '')).join(' '));
    };
    for (const level of ['log', 'error', 'warn', 'debug', 'verbose', 'fatal'] as const) {
      jest.spyOn(Logger.prototype, level).mockImplementation(capture);
      jest.spyOn(Logger, level).mockImplementation(capture);
    }
    await run();
    return lines.join('\n');
  };

  describe('item 1: answer amplification', () => {
    it('bounds payloads above what any registered call declares, so a genuine payload never meets a bound', () => {
      const registry = app.get(CommerceMethodRegistry);
      const declared: { field: string; limit: 'listItems' | 'stringLength'; value: number }[] = [];
      const seen = new Set<PayloadPartType>();
      const visit = (type: PayloadPartType): void => {
        if (seen.has(type)) return;
        seen.add(type);
        for (const field of dtoFields(type)) {
          for (const rule of field.rules) {
            const value = rule.constraints?.[rule.name === 'isLength' ? 1 : 0] as unknown;
            if (typeof value !== 'number') continue;
            if (rule.name === 'arrayMaxSize') declared.push({ field: `${type.name}.${field.name}`, limit: 'listItems', value });
            if (rule.name === 'maxLength' || rule.name === 'isLength') declared.push({ field: `${type.name}.${field.name}`, limit: 'stringLength', value });
          }
          field.nested?.variants.forEach((variant) => visit(variant.type));
        }
      };
      registry.names().forEach((name) => registry.find(name)!.parts.forEach(visit));
      expect(declared.length).toBeGreaterThan(50);
      expect(declared.filter(({ limit, value }) => value > PAYLOAD_LIMITS[limit])).toEqual([]);
    });

    it('answers an updateCart with 120,000 actions with a small 400 naming the list and its size', async () => {
      const { agent, cart } = await withCart();
      const actions = new Array<number>(120_000).fill(1);
      const response = await call(agent, 'updateCart', [ref(cart), { actions }]).expect(400);
      expect(response.text.length).toBeLessThan(MAX_ERROR_BYTES);
      expect(response.body).toMatchObject({ statusCode: 400, message: expect.stringContaining('payload[1].actions') });
      expect(response.body.message).toContain('120000');
    });

    it('answers an updateCartItemChannel whose channel is a 120,000-item list with a small 400', async () => {
      const { agent, cart } = await withCart();
      const supplyChannel = new Array<number>(120_000).fill(1);
      const response = await call(agent, 'updateCartItemChannel', [ref(cart), { sku: SKU, supplyChannel }]).expect(400);
      expect(response.text.length).toBeLessThan(MAX_ERROR_BYTES);
      expect(response.body.message).toContain('payload[1].supplyChannel');
    });

    it('lists the first ten problems of a payload with many and counts the rest, in the usual 400 shape', async () => {
      const { agent, cart } = await withCart();
      // 50 actions (the most updateCart takes), each wrong in several fields: many more than ten problems.
      const actions = Array.from({ length: 50 }, () => ({ action: 'addLineItem', sku: 5, quantity: 'x', extra: 1 }));
      const response = await call(agent, 'updateCart', [ref(cart), { actions }]).expect(400);
      expect(response.text.length).toBeLessThan(MAX_ERROR_BYTES);
      expect(response.body.statusCode).toBe(400);
      expect(response.body.errors).toHaveLength(11);
      expect(response.body.errors[0]).toBe('property payload[1].actions[0].extra should not exist');
      expect(response.body.errors).toContain('payload[1].actions[0].sku must be a string');
      expect(response.body.errors[10]).toMatch(/^… and \d+ more$/);
      expect(response.body.message).toBe(response.body.errors.join('; '));
    });
  });

  describe('item 5: malformed input is a 400, never a 500', () => {
    it.each([
      ['[null]', [null]],
      ['[[]]', [[]]],
      ['[[{ action: recalculate }]]', [[{ action: 'recalculate' }]]],
      ['[1]', [1]],
      ['["recalculate"]', ['recalculate']],
    ])('answers 400 to updateCart on the own cart with actions %s, naming the action', async (_, actions) => {
      const { agent, cart } = await withCart();
      const response = await call(agent, 'updateCart', [ref(cart), { actions }]).expect(400);
      expect(response.body.message).toContain('payload[1].actions[0]');
    });

    it('answers 400 to JSON nested 5,000 deep, in a field and in an action', async () => {
      const { agent, cart } = await withCart();
      const inField = await raw(agent, 'getStores', `[{"key":${deepObject(5000)}}]`).expect(400);
      expect(inField.body.message).toMatch(/payload\[0\]\.key.*nested/);
      const inAction = await raw(agent, 'updateCart', `[${JSON.stringify(ref(cart))},{"actions":[${deepArray(5000)}]}]`).expect(400);
      expect(inAction.body.message).toMatch(/payload\[1\]\.actions.*nested/);
    });

    it('answers 400 to an unknown key of 40,000 characters, with a short message and a short log', async () => {
      const { agent, cart } = await withCart();
      const key = 'k'.repeat(40_000);
      let response: request.Response | undefined;
      const logged = await loggedDuring(async () => {
        response = await call(agent, 'updateCart', [ref(cart), { actions: [{ action: 'recalculate' }], [key]: 1 }]);
      });
      expect(response!.status).toBe(400);
      expect(response!.text.length).toBeLessThan(MAX_ERROR_BYTES);
      expect(response!.body.message).toMatch(/^payload\[1\] has a field name of 40000 characters \(k+…\)/);
      expect(logged.length).toBeLessThan(MAX_LOGGED_CHARS);
    });

    it('names an unknown key of 100 characters, cut short, in the usual message', async () => {
      const { agent, cart } = await withCart();
      const response = await call(agent, 'updateCart', [ref(cart), { actions: [{ action: 'recalculate' }], ['k'.repeat(100)]: 1 }]).expect(400);
      expect(response.body.message).toBe(`property payload[1].${'k'.repeat(40)}… should not exist`);
    });

    it('answers 400 to an unknown key of 40,000 characters in a nested action', async () => {
      const { agent, cart } = await withCart();
      const key = 'k'.repeat(40_000);
      const response = await call(agent, 'updateCart', [ref(cart), { actions: [{ action: 'recalculate', [key]: 1 }] }]).expect(400);
      expect(response.text.length).toBeLessThan(MAX_ERROR_BYTES);
    });

    it('answers 400 to a string of 200,000 characters, quoting none of it back', async () => {
      const { agent, cart } = await withCart();
      const response = await call(agent, 'updateCart', [ref(cart), { actions: [{ action: 'x'.repeat(200_000) }] }]).expect(400);
      expect(response.text.length).toBeLessThan(MAX_ERROR_BYTES);
    });

    it.each(['constructor', 'toString', 'hasOwnProperty'])('answers 400 naming a field called %s, which every object inherits', async (key) => {
      const { agent, cart } = await withCart();
      const inPart = await call(agent, 'updateMe', [{ version: 1, actions: [], [key]: -0.5 }]).expect(400);
      expect(inPart.body.message).toBe(`payload[0].${key} is not a field any call takes`);
      const inAction = await call(agent, 'updateCart', [ref(cart), { actions: [{ action: 'recalculate', [key]: 1 }] }]).expect(400);
      expect(inAction.body.message).toBe(`payload[1].actions[0].${key} is not a field any call takes`);
    });

    it('still serves the shopper after all of it', async () => {
      const { agent, cart } = await withCart();
      const updated = await call(agent, 'updateCart', [ref(cart), { actions: [{ action: 'recalculate' }] }]).expect(200);
      expect(updated.body.cart.id).toBe(cart.id);
    });
  });

  describe('item 11: a version is a safe integer', () => {
    const unsafe = [['1e308', '1e308'], ['2^53+1', '9007199254740993']] as const;

    it.each(unsafe)('refuses %s as a cart version (updateCartQuantity, addToCart, createOrder)', async (_, version) => {
      const { agent, cart } = await withCart();
      const quantity = await raw(agent, 'updateCartQuantity', `[{"id":"${cart.id}","version":${version}},{"sku":"${SKU}","quantity":2}]`).expect(400);
      expect(quantity.body.message).toContain('payload[0].version');
      const adding = await raw(agent, 'addToCart', `[{"id":"${cart.id}","version":${version}},{"sku":"${SKU}","quantity":1}]`).expect(400);
      expect(adding.body.message).toContain('payload[0].version');
      const order = await raw(agent, 'createOrder', `[{"id":"${cart.id}","version":${version}}]`).expect(400);
      expect(order.body.message).toContain('payload[0].version');
    });

    it.each(unsafe)('refuses %s as a customer version (updateMe, addShippingAddress)', async (_, version) => {
      const agent = shopper();
      const profile = await raw(agent, 'updateMe', `[{"version":${version},"actions":[]}]`).expect(400);
      expect(profile.body.message).toContain('payload[0].version');
      const address = await raw(agent, 'addShippingAddress', `[{"version":${version}},{"country":"SK"}]`).expect(400);
      expect(address.body.message).toContain('payload[0].version');
    });

    it('still takes the largest safe integer as a version (a stale one, so a conflict or a retry, not a 400)', async () => {
      const { agent, cart } = await withCart();
      const response = await call(agent, 'updateCartQuantity', [{ id: cart.id, version: Number.MAX_SAFE_INTEGER }, { sku: SKU, quantity: 2 }]);
      expect(response.status).not.toBe(400);
    });
  });
});
