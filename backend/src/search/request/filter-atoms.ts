import { FILTER_ATTRIBUTES, isFilterAttribute, type FilterAttribute } from '@shop/domain';
import { FilterSyntaxError, isNumericAttribute, type FilterNode, type NumericOperator } from './filter-node.js';

const NUMBER = /^-?\d+(?:\.\d+)?$/;

export function filterAttribute(text: string, where: string): FilterAttribute {
  const attribute = text.trim();
  if (!isFilterAttribute(attribute)) {
    throw new FilterSyntaxError(`${where}: '${attribute}' is not a filter attribute (${FILTER_ATTRIBUTES.join(', ')})`);
  }
  return attribute;
}

export function filterNumber(text: string, where: string): number {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) throw new FilterSyntaxError(`${where}: '${trimmed}' is not a number`);
  return Number(trimmed);
}

/** `attribute:value`, where a facet value may hold colons (`tags:campaign:black_friday`). */
export function facetAtom(attributeText: string, value: string, where: string): FilterNode {
  const attribute = filterAttribute(attributeText, where);
  if (isNumericAttribute(attribute)) {
    return { kind: 'numeric', attribute, operator: '=', value: filterNumber(value, where) };
  }
  if (value === '') throw new FilterSyntaxError(`${where}: ${attribute} needs a value`);
  return { kind: 'facet', attribute, value };
}

/** `attribute <op> number` of a numeric filter attribute. */
export function comparisonAtom(attributeText: string, operator: NumericOperator, valueText: string, where: string): FilterNode {
  const attribute = filterAttribute(attributeText, where);
  if (!isNumericAttribute(attribute)) throw new FilterSyntaxError(`${where}: ${attribute} is not numeric`);
  return { kind: 'numeric', attribute, operator, value: filterNumber(valueText, where) };
}

/** `attribute:min TO max`, both ends included. */
export function rangeAtom(attributeText: string, minText: string, maxText: string, where: string): FilterNode {
  const attribute = filterAttribute(attributeText, where);
  if (!isNumericAttribute(attribute)) throw new FilterSyntaxError(`${where}: ${attribute} is not numeric`);
  const min = filterNumber(minText, where);
  const max = filterNumber(maxText, where);
  if (min > max) throw new FilterSyntaxError(`${where}: the range ${min} TO ${max} is empty`);
  return { kind: 'range', attribute, min, max };
}
