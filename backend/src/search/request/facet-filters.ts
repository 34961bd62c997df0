import { facetAtom } from './filter-atoms.js';
import { allOf, FilterSyntaxError, type FilterNode } from './filter-node.js';

/** Algolia's nesting of facetFilters and numericFilters: outer list AND, inner list OR. */
export type NestedFilters = readonly (string | readonly string[])[];

/**
 * One facet filter, `attribute:value`. Algolia's negation `attribute:-value` excludes the value;
 * `\-` escapes a value that really starts with a minus.
 */
function facetFilter(text: string, where: string): FilterNode {
  const colon = text.indexOf(':');
  if (colon <= 0) throw new FilterSyntaxError(`${where}: '${text}' is not of the form attribute:value`);
  const raw = text.slice(colon + 1);
  const negated = raw.startsWith('-');
  const value = negated ? raw.slice(1) : raw.startsWith('\\-') ? raw.slice(1) : raw;
  const atom = facetAtom(text.slice(0, colon), value, where);
  return negated ? { kind: 'not', node: atom } : atom;
}

/** Parses each entry with `parse`, giving AND over the outer list and OR within an inner one. */
export function nestedFilters(
  filters: NestedFilters, path: string, parse: (text: string, where: string) => FilterNode,
): FilterNode | undefined {
  return allOf(filters.map((entry, index) => {
    const where = `${path}[${index}]`;
    if (typeof entry === 'string') return parse(entry, where);
    if (entry.length === 0) throw new FilterSyntaxError(`${where} must not be empty`);
    const options = entry.map((text, inner) => parse(text, `${where}[${inner}]`));
    return options.length === 1 ? options[0]! : { kind: 'or', nodes: options };
  }));
}

export const parseFacetFilters = (filters: NestedFilters, path: string): FilterNode | undefined =>
  nestedFilters(filters, path, facetFilter);
