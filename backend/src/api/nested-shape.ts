import type { PayloadPartType } from './commerce-method.decorator.js';
import { dtoFields } from './dto-metadata.js';
import { pathStep } from './payload-path.js';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Failures of fields declared as nested DTOs that hold something else, checked on the raw part
 * before class-transformer sees it. Neither library refuses these: class-transformer throws on a
 * null item of a discriminated list (`actions: [null]`, a 500), and class-validator's
 * @ValidateNested takes a list where one DTO is declared and validates a list inside a list item by
 * item, so `actions: [[]]` or `cart: [{ id }]` reached the handlers as arrays. The rule here: a
 * nested field holds an object (null or absent are left to @IsOptional), a nested list holds
 * objects only. A list where a list is declared, or an object where one is, is left to @IsArray.
 */
export function nestedShapeFailures(type: PayloadPartType, part: Record<string, unknown>, path: string): string[] {
  const failures: string[] = [];
  for (const field of dtoFields(type)) {
    if (!field.nested || !Object.hasOwn(part, field.name)) continue;
    const value = part[field.name];
    const fieldPath = pathStep(path, field.name);
    if (value === null || value === undefined) continue;
    if (field.nested.each && Array.isArray(value)) {
      value.forEach((item, index) => failures.push(...nestedItemFailures(field.nested!.typeOf, item, pathStep(fieldPath, index))));
    } else if (!field.nested.each) {
      failures.push(...nestedItemFailures(field.nested.typeOf, value, fieldPath));
    }
  }
  return failures;
}

function nestedItemFailures(typeOf: (item: Record<string, unknown>) => PayloadPartType | undefined, item: unknown, path: string): string[] {
  if (!isPlainObject(item)) return [`${path} must be an object`];
  const type = typeOf(item);
  return type ? nestedShapeFailures(type, item, path) : [];
}
