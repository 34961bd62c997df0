import { BadRequestException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { boundedText } from './bounded-text.js';
import type { CommerceMethodDefinition } from './commerce-method.decorator.js';
import { exactlyOneOfFailure } from './exactly-one-of.js';
import { nestedShapeFailures } from './nested-shape.js';
import { payloadLimitFailure } from './payload-limits.js';
import { pathStep } from './payload-path.js';

/** The failures a 400 lists at most; the rest are counted (`… and 230 more`), so an answer stays a few kB. */
export const MAX_LISTED_FAILURES = 10;
/** The longest failure a 400 lists: a message may quote the request's value (`action 'xxx…' is not one of …`). */
const MAX_FAILURE_CHARS = 400;

/**
 * A 400 whose message lists the failures, each naming the part and field (`payload[0].key must be
 * a string`): the first ten, then how many more. `failures` keeps them all for callers that
 * re-path them (profile-actions.ts).
 */
export class PayloadInvalidException extends BadRequestException {
  constructor(readonly failures: readonly string[]) {
    const listed = failures.slice(0, MAX_LISTED_FAILURES).map((failure) => boundedText(failure, MAX_FAILURE_CHARS));
    if (failures.length > MAX_LISTED_FAILURES) listed.push(`… and ${failures.length - MAX_LISTED_FAILURES} more`);
    super({ message: listed.join('; '), errors: listed });
  }
}

/**
 * Where the property's name stands as a word in class-validator's message (`key must be a string`,
 * `each value in ids must be a string`), or -1. Plain string search: the name may be any key the
 * client sent (an unknown one is named in `property … should not exist`), and one of 40,000
 * characters built into a regular expression made V8 throw "Regular expression too large" (a 500).
 */
function wordIndex(message: string, word: string): number {
  for (let at = message.indexOf(word); at !== -1; at = message.indexOf(word, at + 1)) {
    const before = at === 0 || /\s/.test(message[at - 1]!);
    const end = at + word.length;
    if (before && (end === message.length || /\s/.test(message[end]!))) return at;
  }
  return -1;
}

/**
 * class-validator names only the property; the client needs the full path, so the property name
 * is replaced by it. A custom message without the name is prefixed with the path instead.
 */
function failureMessages(error: ValidationError, parentPath: string): string[] {
  const path = pathStep(parentPath, error.property);
  const own = Object.values(error.constraints ?? {}).map((message) => {
    const at = wordIndex(message, error.property);
    return at === -1 ? `${path}: ${message}` : `${message.slice(0, at)}${path}${message.slice(at + error.property.length)}`;
  });
  return [...own, ...(error.children ?? []).flatMap((child) => failureMessages(child, path))];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Turns the posted parts into instances of the method's DTO classes, or throws a 400 naming
 * the failures. Unknown fields are refused rather than ignored (a typo such as `kye` must not
 * silently turn into "no filter"), and no implicit conversion: '5' is not a number. Before any
 * library walks the parts, their size and nesting are bounded (payload-limits.ts) and nested
 * DTO fields must hold objects (nested-shape.ts).
 */
export async function validatePayload(method: CommerceMethodDefinition, parts: readonly unknown[]): Promise<object[]> {
  const failures: string[] = [];
  if (parts.length > method.parts.length) {
    failures.push(`${method.name} takes ${method.parts.length} payload part(s), got ${parts.length}`);
  }
  const limitFailure = payloadLimitFailure(parts.slice(0, method.parts.length));
  if (limitFailure) throw new PayloadInvalidException([...failures, limitFailure]);
  const instances: object[] = [];
  for (const [index, type] of method.parts.entries()) {
    const path = pathStep('payload', index);
    const part = parts[index] === undefined && index >= (method.required ?? method.parts.length) ? {} : parts[index];
    if (!isPlainObject(part)) {
      failures.push(part === undefined ? `${path} is required` : `${path} must be an object`);
      continue;
    }
    const shapeFailures = nestedShapeFailures(type, part, path);
    if (shapeFailures.length) {
      failures.push(...shapeFailures);
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
