import 'reflect-metadata';

const EXACTLY_ONE_OF = 'shop:exactly-one-of';

/**
 * Class-level rule class-validator lacks: exactly one of the named fields is present (e.g. a
 * store is looked up by key, id OR ids). Checked by the payload validator after the field rules,
 * so a wrong type is reported by its field and a missing/ambiguous choice names the alternatives.
 */
export function ExactlyOneOf<T extends object>(...fields: readonly (keyof T & string)[]) {
  return (target: new () => T): void => {
    Reflect.defineMetadata(EXACTLY_ONE_OF, fields, target);
  };
}

/** The rule's failure for a validated part, or undefined when it holds (or the class has no such rule). */
export function exactlyOneOfFailure(part: object, path: string): string | undefined {
  const fields = Reflect.getMetadata(EXACTLY_ONE_OF, part.constructor) as readonly string[] | undefined;
  if (!fields) return undefined;
  const given = fields.filter((field) => (part as Record<string, unknown>)[field] !== undefined);
  if (given.length === 1) return undefined;
  const found = given.length === 0 ? 'none was given' : `got ${given.join(' and ')}`;
  return `${path} must have exactly one of ${fields.join(', ')}; ${found}`;
}
