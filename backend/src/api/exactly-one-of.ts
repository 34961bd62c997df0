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

/**
 * Exactly one of the alternatives is given, and none is null: `@IsOptional` lets null through a
 * field's own rules, and a handler must never have to choose between a null and a missing one.
 * The one rule for a whole part (ExactlyOneOf) and a nested object (cart/has-exactly-one-of.ts).
 */
export const holdsExactlyOne = (values: Readonly<Record<string, unknown>>, fields: readonly string[]): boolean =>
  fields.every((field) => values[field] !== null) && fields.filter((field) => values[field] !== undefined).length === 1;

/** The alternatives a payload class declares, or undefined when it has no such rule (the fuzz reads them too). */
export const exactlyOneOfFields = (type: Function): readonly string[] | undefined =>
  Reflect.getMetadata(EXACTLY_ONE_OF, type) as readonly string[] | undefined;

/** The rule's failure for a validated part, naming a null alternative or what was given; undefined when it holds (or the class has no such rule). */
export function exactlyOneOfFailure(part: object, path: string): string | undefined {
  const fields = exactlyOneOfFields(part.constructor);
  const values = part as Record<string, unknown>;
  if (!fields || holdsExactlyOne(values, fields)) return undefined;
  const nulled = fields.find((field) => values[field] === null);
  if (nulled) return `${path}.${nulled} must not be null; give exactly one of ${fields.join(', ')}`;
  const given = fields.filter((field) => values[field] !== undefined);
  const found = given.length === 0 ? 'none was given' : `got ${given.join(' and ')}`;
  return `${path} must have exactly one of ${fields.join(', ')}; ${found}`;
}
