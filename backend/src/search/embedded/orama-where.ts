import type { WhereCondition } from '@orama/orama';
import type { FacetAttribute, FilterNode, NumericOperator } from '../request/filter-node.js';
import type { INDEX_SCHEMA } from './market-index.js';

export type IndexWhere = Partial<WhereCondition<typeof INDEX_SCHEMA>>;

/** The index property holding a facet attribute's exact values. */
const FACET_PROPERTY: Readonly<Record<FacetAttribute, keyof typeof INDEX_SCHEMA>> = {
  tags: 'tags',
  brand: 'brandValue',
  'categories.lvl0': 'lvl0',
  'categories.lvl1': 'lvl1',
  'categories.lvl2': 'lvl2',
  'categories.lvl3': 'lvl3',
  'categories.lvl4': 'lvl4',
};

const COMPARISON: Readonly<Record<Exclude<NumericOperator, '!='>, 'lt' | 'lte' | 'eq' | 'gte' | 'gt'>> = {
  '<': 'lt', '<=': 'lte', '=': 'eq', '>=': 'gte', '>': 'gt',
};

/** The Orama where-clause of a parsed filter. */
export function oramaWhere(node: FilterNode): IndexWhere {
  switch (node.kind) {
    case 'and':
      return { and: node.nodes.map(oramaWhere) };
    case 'or':
      return { or: node.nodes.map(oramaWhere) };
    case 'not':
      return { not: oramaWhere(node.node) };
    case 'facet': {
      const property = FACET_PROPERTY[node.attribute];
      return property === 'brandValue' ? { brandValue: { eq: node.value } } : { [property]: { containsAll: [node.value] } };
    }
    case 'numeric':
      return node.operator === '!='
        ? { not: { [node.attribute]: { eq: node.value } } }
        : { [node.attribute]: { [COMPARISON[node.operator]]: node.value } };
    case 'range':
      return { [node.attribute]: { between: [node.min, node.max] } };
  }
}
