import type { FilterAttribute } from '@shop/domain';
import { isNumericAttribute } from '../request/filter-node.js';
import type { FacetValueOrder } from '../request/search-request.dto.js';
import type { FacetStats } from '../search-engine.js';
import type { ProductRecord } from './product-record.js';

/** A record's values of a filter attribute (none when it lacks the attribute). */
export function facetValues(record: ProductRecord, attribute: FilterAttribute): readonly (string | number)[] {
  switch (attribute) {
    case 'tags':
      return record.tags;
    case 'brand':
      return record.brand === undefined ? [] : [record.brand];
    case 'price':
      return [record.price];
    case 'averageRating':
      return record.averageRating === undefined ? [] : [record.averageRating];
    default:
      return record.categories[attribute.slice('categories.'.length) as keyof ProductRecord['categories']];
  }
}

export interface FacetCounts {
  readonly facets: Record<string, Record<string, number>>;
  readonly stats: Record<string, FacetStats>;
}

function ordered(counts: Map<string, number>, order: FacetValueOrder, limit: number): Record<string, number> {
  const alphabetical = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const entries = [...counts].sort(order === 'alpha'
    ? ([a], [b]) => alphabetical(a, b)
    : ([a, countA], [b, countB]) => countB - countA || alphabetical(a, b));
  return Object.fromEntries(entries.slice(0, limit));
}

/**
 * Counts each facet's values over every matching record, as Algolia does: the `limit` most
 * frequent values (or first alphabetically), numeric facets also with min, max, avg and sum.
 * A facet no matching record has is left out.
 */
export function countFacets(
  records: readonly ProductRecord[], attributes: readonly FilterAttribute[], limit: number, order: FacetValueOrder,
): FacetCounts {
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, FacetStats> = {};
  for (const attribute of attributes) {
    const counts = new Map<string, number>();
    const numbers: number[] = [];
    for (const record of records) {
      for (const value of facetValues(record, attribute)) {
        counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
        if (typeof value === 'number') numbers.push(value);
      }
    }
    if (counts.size === 0) continue;
    facets[attribute] = ordered(counts, order, limit);
    if (isNumericAttribute(attribute) && numbers.length > 0) {
      const sum = numbers.reduce((total, value) => total + value, 0);
      stats[attribute] = { min: Math.min(...numbers), max: Math.max(...numbers), avg: sum / numbers.length, sum };
    }
  }
  return { facets, stats };
}
