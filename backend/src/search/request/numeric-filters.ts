import { nestedFilters, type NestedFilters } from './facet-filters.js';
import { comparisonAtom, rangeAtom } from './filter-atoms.js';
import { FilterSyntaxError, type FilterNode, type NumericOperator } from './filter-node.js';

const COMPARISON = /^\s*([\w.]+)\s*(<=|>=|!=|<|>|=)\s*(\S+)\s*$/;
const RANGE = /^\s*([\w.]+)\s*:\s*(\S+)\s+TO\s+(\S+)\s*$/;

/** `price>=5900`, `averageRating > 4`, `price:1000 TO 5000` (prices in cents, as the index holds them). */
function numericFilter(text: string, where: string): FilterNode {
  const range = RANGE.exec(text);
  if (range) return rangeAtom(range[1]!, range[2]!, range[3]!, where);
  const comparison = COMPARISON.exec(text);
  if (comparison) return comparisonAtom(comparison[1]!, comparison[2] as NumericOperator, comparison[3]!, where);
  throw new FilterSyntaxError(`${where}: '${text}' is not of the form attribute<op>number or attribute:min TO max`);
}

export const parseNumericFilters = (filters: NestedFilters, path: string): FilterNode | undefined =>
  nestedFilters(filters, path, numericFilter);
