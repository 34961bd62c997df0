import type { DatabaseSync } from 'node:sqlite';
import type { SeedData } from '../../seed/seed-data.js';
import { BUSY_TIMEOUT_MS } from '../store/database.js';
import type { DocumentStore } from '../store/document-store.js';
import { importSeed } from './import-seed.js';
import { RESOURCE } from './resource-types.js';

/**
 * How long a process waits for another one that is seeding the same file. Seeding holds the write
 * lock throughout: about 3 s for the demo shop here, many times that on a slow or busy machine;
 * a process that gave up would fail to start.
 */
const SEEDING_WAIT_MS = 10 * 60_000;

/**
 * Loads the seed into an empty database, exactly once however many processes start on the same
 * file together: the emptiness check and the whole load are one exclusive (BEGIN IMMEDIATE)
 * transaction, so the others wait for the lock, then find the shop loaded and use it. An already
 * seeded file (every start but the first) is recognised without taking the lock. The seed is
 * generated only by the process that loads it. Returns whether this call loaded it.
 */
export function seedOnce(db: DatabaseSync, store: DocumentStore, seed: () => SeedData, now: Date): boolean {
  // The seed loads every type in one transaction: any store in the file means it is loaded.
  const empty = () => store.count(RESOURCE.store) === 0;
  if (!empty()) return false;
  db.exec(`PRAGMA busy_timeout = ${SEEDING_WAIT_MS}`);
  try {
    return store.transaction(() => {
      if (!empty()) return false;
      importSeed(store, seed(), now.toISOString());
      return true;
    });
  } finally {
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  }
}
