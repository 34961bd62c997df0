import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * The nested object has exactly one of the fields (a channel by key OR id). The api's class-level
 * ExactlyOneOf checks top-level parts only; this is its counterpart for a nested property.
 */
export const HasExactlyOneOf = (fields: readonly string[], options?: ValidationOptions): PropertyDecorator =>
  ValidateBy({
    name: 'hasExactlyOneOf',
    validator: {
      validate: (value: unknown) =>
        typeof value !== 'object' || value === null ||
        // A null alternative counts as given (and so refused with the others' names), never as absent.
        fields.filter((field) => (value as Record<string, unknown>)[field] !== undefined).length === 1 &&
        fields.every((field) => (value as Record<string, unknown>)[field] !== null),
      defaultMessage: () => `$property must have exactly one of ${fields.join(', ')}, none of them null`,
    },
  }, options);
