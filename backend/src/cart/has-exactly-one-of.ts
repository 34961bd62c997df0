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
        fields.filter((field) => (value as Record<string, unknown>)[field] !== undefined).length === 1,
      defaultMessage: () => `$property must have exactly one of ${fields.join(', ')}`,
    },
  }, options);
