/**
 * The seed's only source of chance. mulberry32 is tiny, fast and fully specified by its 32-bit
 * state, so the same seed gives the same stream on every machine and Node version (Math.random
 * gives neither). Streams are derived from text keys (`randomFor('product', sku)`) rather than
 * drawn from one global stream, so adding a product kind to the vocabulary does not reshuffle
 * the stock, prices and reviews of every product generated after it.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over the UTF-16 code units: a stable 32-bit seed for a text key. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by integer weights: `weighted([[5, 'a'], [1, 'b']])`. */
  weighted<T>(entries: readonly (readonly [weight: number, value: T])[]): T;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('cannot pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    weighted<T>(entries: readonly (readonly [number, T])[]): T {
      const total = entries.reduce((sum, [weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [weight, value] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (last === undefined) throw new RangeError('cannot pick from no weights');
      return last[1];
    },
  };
}

/** The stream of one concern of one entity, e.g. `randomFor('stock', 'EX10000001')`. */
export const randomFor = (...parts: readonly string[]): Random => createRandom(hashText(parts.join('\u0000')));
