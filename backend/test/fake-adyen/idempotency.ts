import { createHash } from 'node:crypto';
import type { StoredAnswer } from './http-io.js';

type Lookup =
  | { readonly kind: 'new' }
  | { readonly kind: 'replay'; readonly answer: StoredAnswer }
  | { readonly kind: 'conflict' };

/**
 * Adyen's idempotency: keys are unique per account (not per endpoint); the same key with the same
 * request answers the first answer again without doing anything; the same key with another request
 * is refused (704, "request already processed or in progress").
 */
export class IdempotencyStore {
  readonly #answers = new Map<string, { fingerprint: string; answer: StoredAnswer }>();

  static fingerprint(path: string, rawBody: string): string {
    return createHash('sha256').update(path).update('\0').update(rawBody).digest('hex');
  }

  lookup(key: string, fingerprint: string): Lookup {
    const stored = this.#answers.get(key);
    if (!stored) return { kind: 'new' };
    return stored.fingerprint === fingerprint ? { kind: 'replay', answer: stored.answer } : { kind: 'conflict' };
  }

  remember(key: string, fingerprint: string, answer: StoredAnswer): void {
    this.#answers.set(key, { fingerprint, answer });
  }
}
