import { ValidateBy, type ValidationOptions } from 'class-validator';
import { holdsExactlyOne } from '../api/exactly-one-of.js';

/**
 * The nested object has exactly one of the fields (a channel by key OR id). The api's class-level
 * ExactlyOneOf checks top-level parts only; this is its counterpart for a nested property.
 */
export const HasExactlyOneOf = (fields: readonly string[], options?: ValidationOptions): PropertyDecorator =>
  ValidateBy({
    name: 'hasExactlyOneOf',
    validator: {
      validate: (value: unknown) => typeof value !== 'object' || value === null || holdsExactlyOne(value as Record<string, unknown>, fields),
      defaultMessage: () => `$property must have exactly one of ${fields.join(', ')}, none of them null`,
    },
  }, options);
