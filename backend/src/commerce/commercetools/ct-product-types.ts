import type { ByProjectKeyRequestBuilder, ProductType } from '@commercetools/platform-sdk';
import { body } from './sdk-error.js';

/** The most product types one query returns (commercetools' limit). */
const PAGE = 500;
/** An id a reload did not find is not reloaded for again before this much time has passed. */
const MISSING_RETRY_MS = 60_000;

/*
 * Product types by id, for the cart lines' productType (cart-port.ts). Chosen over expanding
 * `lineItems[*].productType` on every cart request: the expansion repeats the whole product type
 * (some 35 attribute definitions, several KB) in every line of every cart answer, on every read
 * and update, while a project has a handful of product types that practically never change. So
 * they are read once, with one query, and again only when a line names an id not seen yet (a
 * product type created since). An id that even the reload does not find (a type deleted since
 * the line was added) is left unexpanded and asked for again only after a minute, so it cannot
 * turn every cart read into a query. A key renamed in the project shows after a restart.
 */
export class CtProductTypes {
  private byId = new Map<string, ProductType>();
  /** Ids a reload did not find, with when. */
  private readonly missing = new Map<string, number>();
  private loading: Promise<void> | undefined;

  constructor(
    private readonly api: ByProjectKeyRequestBuilder,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The product types known for these ids (reloaded first when one is new). */
  async byIds(ids: readonly string[]): Promise<ReadonlyMap<string, ProductType>> {
    const now = this.clock();
    const isNew = (id: string) => !this.byId.has(id) && now - (this.missing.get(id) ?? Number.NEGATIVE_INFINITY) >= MISSING_RETRY_MS;
    if (ids.some(isNew)) {
      await this.reload();
      for (const id of ids) if (!this.byId.has(id)) this.missing.set(id, now);
    }
    return this.byId;
  }

  /** One reload at a time: concurrent cart reads wait for the same query. */
  private reload(): Promise<void> {
    this.loading ??= this.loadAll().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async loadAll(): Promise<void> {
    const all = new Map<string, ProductType>();
    for (let offset = 0; ; offset += PAGE) {
      const page = await body(this.api.productTypes().get({ queryArgs: { limit: PAGE, offset, withTotal: false, sort: 'id asc' } }).execute());
      for (const type of page.results) all.set(type.id, type);
      if (page.results.length < PAGE) break;
    }
    this.byId = all;
    for (const id of all.keys()) this.missing.delete(id);
  }
}
