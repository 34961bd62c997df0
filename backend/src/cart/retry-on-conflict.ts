import { isConcurrentModification } from '../commerce/port/commerce-error.js';

/**
 * Runs a versioned change; on a ConcurrentModification that names the current version it is
 * retried once with that version (spec 2 §4). A second conflict, or one without a version, is
 * the caller's.
 */
export async function retryOnceOnConflict<T>(version: number, change: (version: number) => Promise<T>): Promise<T> {
  try {
    return await change(version);
  } catch (error) {
    if (isConcurrentModification(error) && error.currentVersion !== undefined) {
      return change(error.currentVersion);
    }
    throw error;
  }
}
