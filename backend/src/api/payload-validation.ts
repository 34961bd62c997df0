import { BadRequestException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import type { CommerceMethodDefinition } from './commerce-method.decorator.js';
import { exactlyOneOfFailure } from './exactly-one-of.js';

/** A 400 whose message lists every failure, each naming the part and field (`payload[0].key must be a string`). */
export class PayloadInvalidException extends BadRequestException {
  constructor(readonly failures: readonly string[]) {
    super({ message: failures.join('; '), errors: failures });
  }
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * class-validator names only the property (`key must be a string`, `each value in ids must be a
 * string`); the client needs the full path, so the property name is replaced by it. A custom
 * message without the name is prefixed with the path instead.
 */
function failureMessages(error: ValidationError, parentPath: string): string[] {
  const isIndex = /^\d+$/.test(error.property);
  const path = isIndex ? `${parentPath}[${error.property}]` : `${parentPath}.${error.property}`;
  const own = Object.values(error.constraints ?? {}).map((message) => {
    const named = new RegExp(`(^|\\s)${escapeRegExp(error.property)}(?=\\s|$)`);
    return named.test(message) ? message.replace(named, `$1${path}`) : `${path}: ${message}`;
  });
  return [...own, ...(error.children ?? []).flatMap((child) => failureMessages(child, path))];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Turns the posted parts into instances of the method's DTO classes, or throws a 400 naming
 * every failure. Unknown fields are refused rather than ignored (a typo such as `kye` must not
 * silently turn into "no filter"), and no implicit conversion: '5' is not a number.
 */
export async function validatePayload(method: CommerceMethodDefinition, parts: readonly unknown[]): Promise<object[]> {
  const failures: string[] = [];
  if (parts.length > method.parts.length) {
    failures.push(`${method.name} takes ${method.parts.length} payload part(s), got ${parts.length}`);
  }
  const instances: object[] = [];
  for (const [index, type] of method.parts.entries()) {
    const path = `payload[${index}]`;
    const part = parts[index] === undefined && index >= (method.required ?? method.parts.length) ? {} : parts[index];
    if (!isPlainObject(part)) {
      failures.push(part === undefined ? `${path} is required` : `${path} must be an object`);
      continue;
    }
    const instance = plainToInstance(type, part);
    const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true });
    const fieldFailures = errors.flatMap((error) => failureMessages(error, path));
    failures.push(...fieldFailures);
    if (fieldFailures.length === 0) {
      const ruleFailure = exactlyOneOfFailure(instance, path);
      if (ruleFailure) failures.push(ruleFailure);
    }
    instances.push(instance);
  }
  if (failures.length) throw new PayloadInvalidException(failures);
  return instances;
}
