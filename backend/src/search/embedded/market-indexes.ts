import { setImmediate as nextTurn } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import type { ProductProjection } from '@commercetools/platform-sdk';
import { COUNTRY_SITES, LOCALE_CODES, LOCALES, type LocaleCode } from '@shop/markets';
import type { CataloguePort } from '../../commerce/port/catalogue-port.js';
import type { SearchReadiness } from '../search-engine.js';
import type { PriceContext } from '../../commerce/port/price-context.js';
import { CategoryLookup } from './category-paths.js';
import { MarketIndex } from './market-index.js';
import { productRecord, type ProductRecord, type RecordMarket } from './product-record.js';

/** commercetools' largest page; the embedded engine has no limit. */
export const CATALOGUE_PAGE_SIZE = 500;

/** What one index build took: reading the catalogue and indexing, in ms. */
export interface BuildTiming {
  readonly locale: LocaleCode;
  readonly products: number;
  readonly loadMs: number;
  readonly indexMs: number;
}

/**
 * The index of every language-and-country, built once from the catalogue: all of them in the
 * background from start-up (warmUp), and any one at once when a search needs it first. A build
 * that fails is forgotten, so the next search tries again.
 */
export class MarketIndexes {
  private readonly logger = new Logger('Search');
  private readonly indexes = new Map<LocaleCode, Promise<MarketIndex>>();
  private readonly categories: CategoryLookup;
  private readonly timings: BuildTiming[] = [];
  private warming: Promise<void> | undefined;
  private warmedUp = false;
  private closed = false;

  constructor(private readonly catalogue: CataloguePort) {
    this.categories = new CategoryLookup(catalogue);
  }

  index(locale: LocaleCode): Promise<MarketIndex> {
    let index = this.indexes.get(locale);
    if (!index) {
      index = this.build(locale).catch((error: unknown) => {
        this.indexes.delete(locale);
        throw error;
      });
      this.indexes.set(locale, index);
    }
    return index;
  }

  /** Builds every index one after the other, yielding between them so requests keep being served. */
  warmUp(): Promise<void> {
    return this.warming ??= (async () => {
      const started = performance.now();
      for (const locale of LOCALE_CODES) {
        if (this.closed) return;
        await this.index(locale).catch((error: unknown) => {
          this.logger.warn(`Search index ${locale} not built: ${error instanceof Error ? error.message : String(error)}`);
        });
        await nextTurn();
      }
      this.warmedUp = true;
      const products = this.timings.reduce((sum, timing) => sum + timing.products, 0);
      this.logger.log(`Search indexes of ${this.timings.length} locales (${products} records) built in ${Math.round(performance.now() - started)} ms`);
    })();
  }

  /** 'warming' until the start-up build has gone through every locale (failed ones are retried by their first search). */
  readiness(): SearchReadiness {
    if (!this.warming) return 'on demand';
    return this.warmedUp ? 'ready' : 'warming';
  }

  buildTimings(): readonly BuildTiming[] {
    return this.timings;
  }

  /** Stops the warm-up and waits for builds under way, before the catalogue they read is closed. */
  async close(): Promise<void> {
    this.closed = true;
    await this.warming;
    await Promise.allSettled(this.indexes.values());
  }

  private async build(locale: LocaleCode): Promise<MarketIndex> {
    const started = performance.now();
    const records = await this.records(locale);
    const loaded = performance.now();
    const index = await MarketIndex.build(locale, records);
    this.timings.push({ locale, products: records.length, loadMs: Math.round(loaded - started), indexMs: Math.round(performance.now() - loaded) });
    return index;
  }

  private async records(locale: LocaleCode): Promise<ProductRecord[]> {
    const { country, language } = LOCALES[locale];
    const site = COUNTRY_SITES[country];
    const context: PriceContext = { country, currency: site.currency, storeKey: site.storeKey, languages: [language] };
    const market: RecordMarket = { locale, language, currency: site.currency };
    const records: ProductRecord[] = [];
    for (let offset = 0; ;) {
      const page = await this.catalogue.allProducts({ limit: CATALOGUE_PAGE_SIZE, offset }, context);
      for (const product of page.results) {
        const record = await this.record(product, market);
        if (record) records.push(record);
      }
      offset += page.results.length;
      if (page.results.length === 0 || offset >= page.total) return records;
    }
  }

  private async record(product: ProductProjection, market: RecordMarket): Promise<ProductRecord | undefined> {
    const paths = await this.categories.paths(product.categories.map((category) => category.id), market.language);
    return productRecord(product, market, paths);
  }
}
