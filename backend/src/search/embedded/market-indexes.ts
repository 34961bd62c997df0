import { setImmediate as nextTurn } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import type { ProductProjection } from '@commercetools/platform-sdk';
import { COUNTRY_SITES, LOCALE_CODES, LOCALES, type LocaleCode } from '@shop/markets';
import type { CataloguePort } from '../../commerce/port/catalogue-port.js';
import type { SearchReadiness } from '../search-engine.js';
import type { PriceContext } from '../../commerce/port/price-context.js';
import type { ProductChanges } from '../../commerce/port/product-changes.js';
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

/** The price context a locale's index reads the catalogue in, and the market its records are made for. */
function marketOf(locale: LocaleCode): { context: PriceContext; market: RecordMarket } {
  const { country, language } = LOCALES[locale];
  const site = COUNTRY_SITES[country];
  return {
    context: { country, currency: site.currency, storeKey: site.storeKey, languages: [language] },
    market: { locale, language, currency: site.currency },
  };
}

/**
 * The index of every language-and-country, built from the catalogue: all of them in the
 * background from start-up (warmUp), and any one at once when a search needs it first. A build
 * that fails is forgotten, so the next search tries again.
 *
 * The indexes follow the catalogue's changes by whoever wrote them (another backend process on
 * the same database, commercetools): `current()`, asked before each search, takes over the
 * products and stock changed since its mark (CataloguePort.productChanges) — the changed products
 * are read again, in every index — and names the catalogue state the answers then reflect.
 */
export class MarketIndexes {
  private readonly logger = new Logger('Search');
  private readonly indexes = new Map<LocaleCode, Promise<MarketIndex>>();
  private categories: CategoryLookup;
  /** The catalogue state the indexes hold; undefined until first asked. */
  private mark: string | undefined;
  private askAgainAt = 0;
  /** Catch-ups run one after the other, each from the mark the one before reached. */
  private following: Promise<unknown> = Promise.resolve();
  /** An index was built while the catalogue could not give a mark: it may have missed anything. */
  private builtWithoutMark = false;
  private readonly timings: BuildTiming[] = [];
  private warming: Promise<void> | undefined;
  private warmedUp = false;
  private closed = false;

  constructor(private readonly catalogue: CataloguePort) {
    this.categories = new CategoryLookup(catalogue);
  }

  index(locale: LocaleCode): Promise<MarketIndex> {
    return this.indexes.get(locale) ?? this.keep(locale, this.build(locale));
  }

  /**
   * Takes over what changed in the catalogue since the last call (at most as often as the
   * catalogue asks: at once for the embedded engine, every few seconds for commercetools) and
   * returns the mark of the catalogue state the indexes now hold. A catalogue that cannot tell
   * leaves the indexes as they are.
   */
  current(): Promise<string> {
    if (this.mark !== undefined && Date.now() < this.askAgainAt) return Promise.resolve(this.mark);
    const next = this.following.then(() => this.follow());
    this.following = next.catch(() => undefined);
    return next;
  }

  private async follow(): Promise<string> {
    let changes: ProductChanges;
    try {
      changes = await this.catalogue.productChanges(this.mark);
    } catch (error) {
      this.logger.warn(`Search indexes not brought up to date: ${error instanceof Error ? error.message : String(error)}`);
      return this.mark ?? '';
    }
    this.askAgainAt = Date.now() + changes.askAgainAfterMs;
    const everything = changes.everything || (this.mark === undefined && this.builtWithoutMark);
    if (everything) this.forgetAll();
    else if (this.mark !== undefined && (changes.productIds.length > 0 || changes.stockSkus.length > 0)) {
      for (const [locale, index] of this.indexes) this.keep(locale, index.then((built) => this.takeOver(built, changes)));
    }
    this.mark = changes.mark;
    return changes.mark;
  }

  /** Keeps an index (or its update) for the searches; one that fails is forgotten, so the next search builds it again. */
  private keep(locale: LocaleCode, index: Promise<MarketIndex>): Promise<MarketIndex> {
    const kept = index.catch((error: unknown) => {
      if (this.indexes.get(locale) === kept) this.indexes.delete(locale);
      throw error;
    });
    this.indexes.set(locale, kept);
    return kept;
  }

  /** Every index and category is read again on its next search. */
  private forgetAll(): void {
    this.indexes.clear();
    this.builtWithoutMark = false;
    this.categories = new CategoryLookup(this.catalogue);
  }

  /** The index with the changed products read again: their records now, by objectID (undefined: no longer listed). */
  private async takeOver(index: MarketIndex, changes: ProductChanges): Promise<MarketIndex> {
    const { context, market } = marketOf(index.locale);
    const changedIds = new Set(changes.productIds);
    const skus = new Set(changes.stockSkus);
    const known = new Set<string>();
    for (const record of index.records.values()) {
      if (!changedIds.has(record.productId)) continue;
      skus.add(record.objectID);
      known.add(record.productId);
    }
    const unknown = [...changedIds].filter((id) => !known.has(id));
    const products = [
      ...(skus.size > 0 ? await this.catalogue.productsBySkus([...skus], context) : []),
      ...(await Promise.all(unknown.map((id) => this.catalogue.productById(id, context)))).filter((product) => product !== undefined),
    ];
    const changed = new Map<string, ProductRecord | undefined>([...skus].map((sku) => [sku, undefined]));
    for (const product of products) {
      const record = await this.record(product, market);
      if (record) changed.set(record.objectID, record);
      else if (product.masterVariant.sku) changed.set(product.masterVariant.sku, undefined);
    }
    return index.update(changed);
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
    // The mark first: a change written while the catalogue is read is then taken over after.
    if (this.mark === undefined) await this.current();
    if (this.mark === undefined) this.builtWithoutMark = true;
    const started = performance.now();
    const records = await this.records(locale);
    const loaded = performance.now();
    const index = await MarketIndex.build(locale, records);
    this.timings.push({ locale, products: records.length, loadMs: Math.round(loaded - started), indexMs: Math.round(performance.now() - loaded) });
    return index;
  }

  private async records(locale: LocaleCode): Promise<ProductRecord[]> {
    const { context, market } = marketOf(locale);
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
