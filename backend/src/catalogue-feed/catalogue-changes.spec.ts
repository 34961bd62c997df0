import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import type { InventoryEntry, Product } from '@commercetools/platform-sdk';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { Test } from '@nestjs/testing';
import { AppModule } from '../app.module.js';
import { ACTIVE_COMMERCE } from '../commerce/commerce.providers.js';
import { MINI_SEED } from '../commerce/embedded/catalogue/mini-seed.fixture.js';
import { productLookups } from '../commerce/embedded/catalogue/lookups.js';
import { embeddedCommerce, type EmbeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import { shopTestApp } from '../../test/shop-test-app.js';

const SKU = 'EX10012345';

interface FeedEvent {
  readonly event: string;
  readonly data: { productIds?: string[]; skus?: string[]; everything?: boolean };
}

/** An open GET /internal/catalogue-changes, read event by event as a storefront reads it. */
class FeedReader {
  private buffer = '';
  private readonly decoder = new TextDecoder();

  private constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>, private readonly abort: AbortController) {}

  static async open(origin: string): Promise<FeedReader> {
    const abort = new AbortController();
    const response = await fetch(`${origin}/internal/catalogue-changes`, { signal: abort.signal });
    expect({ status: response.status, type: response.headers.get('content-type') }).toEqual({ status: 200, type: 'text/event-stream; charset=utf-8' });
    return new FeedReader(response.body!.getReader(), abort);
  }

  /** The next event (not the `retry` field, nor the heartbeat); the test's timeout bounds a feed that never reports. */
  async next(): Promise<FeedEvent> {
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        const event = field('event');
        if (event !== undefined && event !== 'alive') return { event, data: JSON.parse(field('data') ?? '{}') };
        continue;
      }
      const { value, done } = await this.reader.read();
      if (done) throw new Error('the feed ended');
      this.buffer += this.decoder.decode(value, { stream: true });
    }
  }

  close(): void {
    this.abort.abort();
  }
}

describe('GET /internal/catalogue-changes: the catalogue change feed of the storefronts’ page caches', () => {
  let app: NestFastifyApplication;
  let commerce: EmbeddedCommerce;
  let origin: string;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(ACTIVE_COMMERCE)
      .useFactory({ factory: () => ({ kind: 'embedded', port: commerce = embeddedCommerce({ file: ':memory:', seed: () => MINI_SEED }), seed: () => MINI_SEED }) })
      .compile();
    app = await shopTestApp(moduleRef);
    await app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => app?.close());

  /** Sets the SKU's stock through the engine's store, as an order or a stock import writes it. */
  const setStock = (quantity: number) => {
    const [entry] = commerce.store.find<InventoryEntry>('inventory-entry', 'sku', SKU).filter((found) => !found.supplyChannel);
    commerce.store.replace('inventory-entry', entry!.version, { ...entry!, version: entry!.version + 1, quantityOnStock: quantity, availableQuantity: quantity }, [{ name: 'sku', value: SKU }]);
  };

  it('says it is live first, then reports a stock write by SKU to every listener', async () => {
    const [one, two] = [await FeedReader.open(origin), await FeedReader.open(origin)];
    try {
      expect(await one.next()).toEqual({ event: 'ready', data: {} });
      expect(await two.next()).toEqual({ event: 'ready', data: {} });
      setStock(0);
      const expected = { event: 'change', data: { productIds: [], skus: [SKU], everything: false } };
      expect(await one.next()).toEqual(expected);
      expect(await two.next()).toEqual(expected);
    } finally {
      one.close();
      two.close();
    }
  });

  it('reports a product write by its id', async () => {
    const feed = await FeedReader.open(origin);
    try {
      expect((await feed.next()).event).toBe('ready');
      const [product] = commerce.store.find<Product>('product', 'sku', SKU);
      const renamed = { ...product!, version: product!.version + 1 };
      commerce.store.replace('product', product!.version, renamed, productLookups(renamed));
      expect(await feed.next()).toEqual({ event: 'change', data: { productIds: [product!.id], skus: [], everything: false } });
    } finally {
      feed.close();
    }
  });

  it('moves getProduct’s cached answers on before a listener hears of the change, so the stock it then reads is current', async () => {
    const stockShown = async () => {
      const response = await request(app.getHttpServer()).post('/api/ct/getProduct?host=localhost').send([{ query: 'tagManager', skus: [SKU] }]).expect(200);
      return response.body.products[0].masterVariant.availability.availableQuantity as number;
    };
    const feed = await FeedReader.open(origin);
    try {
      expect((await feed.next()).event).toBe('ready');
      setStock(7);
      expect((await feed.next()).event).toBe('change');
      // Cached now (getProduct keeps answers 30 s).
      expect(await stockShown()).toBe(7);
      expect(await stockShown()).toBe(7);
      setStock(0);
      expect(await feed.next()).toEqual({ event: 'change', data: { productIds: [], skus: [SKU], everything: false } });
      expect(await stockShown()).toBe(0);
    } finally {
      feed.close();
    }
  });

  it('is not part of the public API the storefront proxies', async () => {
    const response = await fetch(`${origin}/api/internal/catalogue-changes`);
    expect(response.status).toBe(404);
  });
});
