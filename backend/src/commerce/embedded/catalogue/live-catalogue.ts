import type { DatabaseSync } from 'node:sqlite';
import { ChangeFeed } from '../store/change-feed.js';
import type { DocumentStore } from '../store/document-store.js';
import { CatalogueSnapshot, SNAPSHOT_TYPES } from './catalogue-snapshot.js';

/**
 * The engine's catalogue snapshot, current at every call: it takes over what any engine on the
 * file wrote to the catalogue (change-feed.ts) and the product discounts valid at the clock's
 * time, so a review written by another backend process counts and a sale starting at 10:00
 * prices from the first call after 10:00, without a restart.
 *
 * Pricing a cart asks for the snapshot once per line and input, a product read twice: catching up
 * (one PRAGMA, a clock reading) is done once per synchronous stretch of work — until the current
 * microtask checkpoint — and again after any commit of this engine, so a call sees one catalogue
 * throughout and its own writes at once. Reading chosen: "at the time of the call" is the moment
 * the call first asks for the catalogue; a call does not see a change that lands while it runs.
 */
export class LiveCatalogue {
  private readonly feed: ChangeFeed;
  private readonly snapshot: CatalogueSnapshot;
  private caughtUp = false;
  private readonly uncheck = (): void => {
    this.caughtUp = false;
  };

  constructor(db: DatabaseSync, store: DocumentStore, private readonly clock: () => Date) {
    // The feed first: a write committed while the snapshot is being read is reported, not lost.
    this.feed = new ChangeFeed(db, store, SNAPSHOT_TYPES);
    this.snapshot = new CatalogueSnapshot(store, clock());
    store.afterTransaction((committed) => {
      if (committed) this.caughtUp = false;
    });
  }

  current(): CatalogueSnapshot {
    if (!this.caughtUp) {
      this.caughtUp = true;
      queueMicrotask(this.uncheck);
      this.snapshot.follow(this.feed.next(), this.clock());
    }
    return this.snapshot;
  }
}
