import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { LOCALE_CODES } from '@shop/markets';
import { embeddedCommerce } from '../../commerce/embedded/embedded-commerce.js';
import { MINI_SEED } from '../../commerce/embedded/catalogue/mini-seed.fixture.js';
import type { ProductChanges } from '../../commerce/port/product-changes.js';
import { MarketIndexes } from './market-indexes.js';

describe('the market indexes', () => {
  const commerce = embeddedCommerce({ file: ':memory:', seed: () => MINI_SEED });
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(async () => commerce.close());

  it('builds each index once, whoever asks first, and every one on warm-up', async () => {
    const indexes = new MarketIndexes(commerce.catalogue);
    const [first, second] = await Promise.all([indexes.index('sk-SK'), indexes.index('sk-SK')]);
    expect(first).toBe(second);
    await indexes.warmUp();
    await indexes.close();
    expect(indexes.buildTimings().map((timing) => timing.locale).sort()).toEqual([...LOCALE_CODES].sort());
  });

  it("reports 'on demand' without a warm-up, 'warming' while it runs and 'ready' once every locale went through", async () => {
    const indexes = new MarketIndexes(commerce.catalogue);
    expect(indexes.readiness()).toBe('on demand');
    const warming = indexes.warmUp();
    expect(indexes.readiness()).toBe('warming');
    await warming;
    expect(indexes.readiness()).toBe('ready');
    await indexes.close();
  });

  it("leaves out products without a name in the market's language or a price in its currency", async () => {
    const indexes = new MarketIndexes(commerce.catalogue);
    // The small seed names its products in English only and prices them for SK only.
    expect((await indexes.index('sk-SK')).size).toBe(0);
    expect((await indexes.index('en-GB')).size).toBe(0);
    await indexes.close();
  });

  it('forgets a failed build so the next search tries again', async () => {
    let calls = 0;
    const catalogue = commerce.catalogue;
    const flaky: typeof catalogue = Object.create(catalogue, {
      allProducts: {
        value: async (...args: Parameters<typeof catalogue.allProducts>) => {
          calls += 1;
          if (calls === 1) throw new Error('catalogue down');
          return catalogue.allProducts(...args);
        },
      },
    });
    const indexes = new MarketIndexes(flaky);
    await expect(indexes.index('sk-SK')).rejects.toThrow('catalogue down');
    await expect(indexes.index('sk-SK')).resolves.toBeDefined();
    await indexes.close();
  });

  /** The catalogue, with productChanges answered by `changes` and its calls counted. */
  const withChanges = (changes: (mark: string | undefined) => Promise<ProductChanges>) => {
    const catalogue = commerce.catalogue;
    const calls: (string | undefined)[] = [];
    const wrapped: typeof catalogue = Object.create(catalogue, {
      productChanges: { value: (mark: string | undefined) => { calls.push(mark); return changes(mark); } },
    });
    return { wrapped, calls };
  };
  const nothing = { productIds: [], stockSkus: [], everything: false };

  it('asks the catalogue for changes no more often than it says (commercetools: every few seconds), at once otherwise', async () => {
    const slow = withChanges(async () => ({ ...nothing, mark: 'm1', askAgainAfterMs: 3_600_000 }));
    const polled = new MarketIndexes(slow.wrapped);
    expect([await polled.current(), await polled.current(), await polled.current()]).toEqual(['m1', 'm1', 'm1']);
    expect(slow.calls).toEqual([undefined]);

    const local = withChanges(async () => ({ ...nothing, mark: 'm1', askAgainAfterMs: 0 }));
    const asked = new MarketIndexes(local.wrapped);
    await asked.current();
    await asked.current();
    expect(local.calls).toEqual([undefined, 'm1']);
  });

  it('keeps answering from the indexes it has when the catalogue cannot tell what changed', async () => {
    let fail = false;
    const flaky = withChanges(async () => {
      if (fail) throw new Error('catalogue down');
      return { ...nothing, mark: 'm1', askAgainAfterMs: 0 };
    });
    const indexes = new MarketIndexes(flaky.wrapped);
    const built = await indexes.index('sk-SK');
    fail = true;
    expect(await indexes.current()).toBe('m1');
    expect(await indexes.index('sk-SK')).toBe(built);
    await indexes.close();
  });
});
