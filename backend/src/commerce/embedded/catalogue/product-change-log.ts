import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { InventoryEntry } from '@commercetools/platform-sdk';
import type { ProductChanges } from '../../port/product-changes.js';
import { trackChangeTypes } from '../store/change-feed.js';
import type { DocumentStore } from '../store/document-store.js';
import { RESOURCE } from './resource-types.js';

/** Types whose change reaches every product's record: category paths and discounted prices. */
const EVERYTHING_TYPES: ReadonlySet<string> = new Set([RESOURCE.category, RESOURCE.productDiscount]);
const LOGGED_TYPES = [RESOURCE.product, RESOURCE.inventoryEntry, ...EVERYTHING_TYPES];

/**
 * The catalogue's changes by mark, read from the `changes` log the database keeps by trigger for
 * every connection (database.ts): a mark is a seq of that log, so every process on the file names
 * the same catalogue state with the same mark. Unlike change-feed.ts it keeps no position of its
 * own: each reader passes the mark it has seen, and asking costs an indexed query.
 */
export class ProductChangeLog {
  private readonly latest: StatementSync;
  private readonly since: StatementSync;

  /** Starts logging product, stock, category and product-discount writes, by every process on the file. */
  constructor(private readonly db: DatabaseSync, private readonly store: DocumentStore) {
    trackChangeTypes(db, LOGGED_TYPES);
    this.latest = db.prepare('SELECT COALESCE(MAX(seq), 0) AS seq FROM changes');
    this.since = db.prepare('SELECT type, id FROM changes WHERE seq > ? AND seq <= ?');
  }

  changes(mark: string | undefined): ProductChanges {
    const latest = (this.latest.get() as { seq: number }).seq;
    const none = { productIds: [], stockSkus: [], everything: false, askAgainAfterMs: 0 };
    // Inside this connection's open transaction the log shows writes a rollback may undo.
    if (mark === undefined || this.db.isTransaction) return { mark: mark ?? String(latest), ...none };
    const from = Number(mark);
    if (!Number.isSafeInteger(from) || from < 0 || from > latest) return { ...none, mark: String(latest), everything: true };
    // Nothing logged since: the common case of a search, answered without reading the log.
    if (from === latest) return { ...none, mark: String(latest) };
    const productIds = new Set<string>();
    const stockSkus = new Set<string>();
    let everything = false;
    for (const { type, id } of this.since.all(from, latest) as { type: string; id: string }[]) {
      if (type === RESOURCE.product) productIds.add(id);
      else if (EVERYTHING_TYPES.has(type)) everything = true;
      else if (type === RESOURCE.inventoryEntry) {
        const sku = this.store.get<InventoryEntry>(RESOURCE.inventoryEntry, id)?.sku;
        // A deleted entry no longer names its SKU.
        if (sku === undefined) everything = true;
        else stockSkus.add(sku);
      }
    }
    return { ...none, mark: String(latest), productIds: [...productIds], stockSkus: [...stockSkus], everything };
  }
}
