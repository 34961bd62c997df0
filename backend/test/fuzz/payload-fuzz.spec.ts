import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fc from 'fast-check';
import { CommerceMethodRegistry, type RegisteredMethod } from '../../src/api/commerce-method.registry.js';
import { MINI_SEED } from '../../src/commerce/embedded/catalogue/mini-seed.fixture.js';
import { customTypes } from '../../src/commerce/seed/custom-types.js';
import { createTestApp } from '../test-app.js';
import { dtoArbitrary } from './dto-arbitrary.js';
import { fuzzSettings } from './fuzz-settings.js';
import { FuzzShoppers, type Answer, type SessionName } from './fuzz-shoppers.js';
import { mutated, mutation, type Mutation } from './mutations.js';
import { nullAlternativeParts } from './null-alternatives.js';
import { payloadText } from './tokens.js';

/** The largest refusal any request may get: the first problems and a count, never one line per element. */
const MAX_ERROR_BYTES = 8 * 1024;
/**
 * The largest answer of a call that went through, relative to what was asked: a mini-seed answer is
 * a few kB (a cart, a page of products); an answer growing with a hostile request is amplification.
 */
const maxAnswerBytes = (requestBytes: number): number => 64 * 1024 + 2 * requestBytes;
/**
 * Not a speed check: 10,000 cases take well under a minute on an idle machine; the limit only stops a
 * hang, generously, as a loaded 2-core CI machine runs several times slower (and `npm run fuzz` runs more).
 */
const timeoutFor = (runs: number): number => 120_000 + runs * 100;

interface FuzzCase {
  readonly method: string;
  readonly session: SessionName;
  readonly parts: readonly unknown[];
  readonly mutations: readonly Mutation[];
}

/** The DTO-shaped parts of a method: all of them, or only the required ones when trailing parts may be left out. */
function partsArbitrary(method: RegisteredMethod): fc.Arbitrary<readonly unknown[]> {
  if (method.parts.length === 0) return fc.constant([]);
  const all = fc.tuple(...method.parts.map((type) => dtoArbitrary(type)));
  const required = method.required ?? method.parts.length;
  return fc.tuple(all, fc.boolean()).map(([parts, short]) => (short ? parts.slice(0, required) : parts));
}

/** Which problems an answer shows, or undefined: never 5xx, never an answer out of proportion to the request. */
function problemOf(answer: Answer, requestBytes: number): string | undefined {
  // The one deliberate 5xx: subscribeNewsletter's 503 saying sign-up is not configured (no TRACKING_URL here).
  if (answer.status === 503 && answer.text.includes('"error":"newsletterNotConfigured"')) return undefined;
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 500)}`;
  if (answer.status >= 400 && answer.bytes > MAX_ERROR_BYTES) return `a ${answer.status} of ${answer.bytes} bytes (at most ${MAX_ERROR_BYTES})`;
  if (answer.bytes > maxAnswerBytes(requestBytes)) return `an answer of ${answer.bytes} bytes to a request of ${requestBytes}`;
  return undefined;
}

/**
 * Standing test of issue 11: malformed payloads for every registered method, generated from its
 * DTOs (dto-arbitrary.ts) and spoiled (mutations.ts: wrong types, nulls, extra and missing parts
 * and fields, huge and deep values, odd keys), sent to the real app. No answer is a 5xx, none is out
 * of proportion to its request, and the server still serves afterwards. Methods come from the
 * app's registry, so a new call is fuzzed without being listed here.
 */
describe('payload fuzz of every registered commerce method (real Nest app, embedded engine, mini seed)', () => {
  const settings = fuzzSettings();
  let app: NestFastifyApplication;
  let shoppers: FuzzShoppers;
  let methods: RegisteredMethod[];
  beforeAll(async () => {
    // The mini seed with the shop's custom types, so sign-up, payments and custom fields work too.
    app = (await createTestApp({ ...MINI_SEED, types: customTypes() })) as NestFastifyApplication;
    const registry = app.get(CommerceMethodRegistry);
    methods = registry.names().map((name) => registry.find(name)!);
    shoppers = new FuzzShoppers(app);
    await shoppers.setUp();
  });
  afterAll(async () => app?.close());

  const caseArbitrary = (): fc.Arbitrary<FuzzCase> =>
    fc.oneof(...methods.map((method) => fc.record({
      method: fc.constant(method.name),
      session: fc.constantFrom<SessionName>('fresh', 'shopper', 'customer'),
      parts: partsArbitrary(method),
      mutations: fc.array(mutation, { maxLength: 3 }),
    })));

  const run = async (fuzzCase: FuzzCase): Promise<{ answer: Answer; problem?: string }> => {
    const body = mutated(fuzzCase.parts, fuzzCase.mutations);
    const text = payloadText(body, shoppers.refsOf(fuzzCase.session === 'customer' ? 'customer' : 'shopper'));
    const answer = await shoppers.send(fuzzCase.session, fuzzCase.method, text);
    const problem = problemOf(answer, Buffer.byteLength(text));
    return problem ? { answer, problem } : { answer };
  };

  it('answers each method\'s DTO-shaped payload, and a few spoiled ones, without a 5xx', async () => {
    expect(methods.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const method of methods) {
      const cases = fc.sample(caseArbitrary().filter((fuzzCase) => fuzzCase.method === method.name), { seed: settings.seed, numRuns: 3 });
      // As a shopper with a cart and with the required parts only, so nothing else stops the call
      // before the handler reads the part.
      const required = cases[0]!.parts.slice(0, method.required ?? method.parts.length);
      const nulled = nullAlternativeParts(method, required).map((parts) => ({ ...cases[0]!, session: 'shopper' as const, parts, mutations: [] }));
      for (const fuzzCase of [{ ...cases[0]!, mutations: [] }, ...nulled, ...cases]) {
        const { problem } = await run(fuzzCase);
        if (problem) problems.push(`${method.name}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it(`never answers 5xx nor out of proportion, over ${settings.runs} generated cases (seed ${settings.seed})`, async () => {
    const byStatus = new Map<number, number>();
    const calledMethods = new Set<string>();
    let largest = 0;
    const started = Date.now();
    if (settings.report) process.stdout.write(`\npayload fuzz: running ${settings.runs} cases from seed ${settings.seed} over ${methods.length} methods\n`);
    await fc.assert(
      fc.asyncProperty(caseArbitrary(), async (fuzzCase) => {
        const { answer, problem } = await run(fuzzCase);
        byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
        calledMethods.add(fuzzCase.method);
        largest = Math.max(largest, answer.bytes);
        if (problem) throw new Error(`${fuzzCase.method} as ${fuzzCase.session}: ${problem}`);
      }),
      { seed: settings.seed, numRuns: settings.runs },
    );
    if (settings.report) {
      const statuses = [...byStatus.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', ');
      process.stdout.write(`\npayload fuzz: ${settings.runs} cases, seed ${settings.seed}, ${calledMethods.size}/${methods.length} methods, ` +
        `answers by status { ${statuses} }, largest answer ${largest} bytes, ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    }
  }, timeoutFor(settings.runs));

  it('still serves afterwards: health, a catalogue call and the guest\'s cart', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const stores = await shoppers.post('fresh', 'getStores', [{ key: 'ex-sk' }]);
    expect(stores.status).toBe(200);
    expect(JSON.parse(stores.text).data).toHaveLength(1);
    const cart = await shoppers.post('shopper', 'getMyCart', []);
    expect(cart.status).toBe(200);
  });
});
