import type { FilterAttribute } from '@shop/domain';

/** Filter attributes compared as numbers (in the index: price in cents, average rating 0..5). */
export const NUMERIC_FILTER_ATTRIBUTES = ['price', 'averageRating'] as const satisfies readonly FilterAttribute[];
export type NumericAttribute = (typeof NUMERIC_FILTER_ATTRIBUTES)[number];
export type FacetAttribute = Exclude<FilterAttribute, NumericAttribute>;

export const isNumericAttribute = (attribute: FilterAttribute): attribute is NumericAttribute =>
  (NUMERIC_FILTER_ATTRIBUTES as readonly string[]).includes(attribute);

export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

/**
 * A parsed filter, whichever Algolia parameter it came from (facetFilters, numericFilters,
 * filters). The embedded engine evaluates it; the Algolia adapter forwards the original text.
 */
export type FilterNode =
  | { readonly kind: 'and'; readonly nodes: readonly FilterNode[] }
  | { readonly kind: 'or'; readonly nodes: readonly FilterNode[] }
  | { readonly kind: 'not'; readonly node: FilterNode }
  | { readonly kind: 'facet'; readonly attribute: FacetAttribute; readonly value: string }
  | { readonly kind: 'numeric'; readonly attribute: NumericAttribute; readonly operator: NumericOperator; readonly value: number }
  | { readonly kind: 'range'; readonly attribute: NumericAttribute; readonly min: number; readonly max: number };

/** And of the given nodes, without the wrapper when there is only one (undefined when none). */
export function allOf(nodes: readonly FilterNode[]): FilterNode | undefined {
  if (nodes.length === 0) return undefined;
  return nodes.length === 1 ? nodes[0] : { kind: 'and', nodes };
}

/** A filter that does not parse; the message names the parameter and the offending text. */
export class FilterSyntaxError extends Error {
  override name = 'FilterSyntaxError';
}
