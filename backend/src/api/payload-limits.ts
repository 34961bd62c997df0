import { pathStep } from './payload-path.js';

/**
 * What a call's payload may contain at most, whatever the call. Checked on the parsed JSON before
 * class-transformer and class-validator walk it: both recurse (JSON nested a few thousand deep
 * overflowed the stack) and report one problem per list item (120,000 numbers in a 240 KB body
 * became a 23 MB answer and seconds of blocked event loop). Each limit is well above what any
 * call takes, so a genuine payload never meets one; the DTOs then check the precise limits.
 */
export const PAYLOAD_LIMITS = {
  /** Levels of objects and lists below a part: the deepest call (an updateCart action's custom field) uses 4. */
  nesting: 32,
  /** Items of one list: the longest lists a call takes (skus, ids, categoryIds) have 500. */
  listItems: 500,
  /** Characters of one string: the longest a call takes is a review's text, 5,000. */
  stringLength: 10_000,
  /** Characters of a field name: every DTO field is short; unknown fields are refused anyway. */
  keyLength: 100,
  /** Values in all the parts together: the richest genuine payload (50 cart actions) has about 2,000. */
  values: 10_000,
} as const;

/**
 * Field names no payload may use: the members every object inherits. class-transformer copies
 * them onto the DTO instance, where `constructor: -0.5` replaced the instance's constructor and
 * class-validator, reading it, threw (a 500). No DTO has a field of these names.
 */
const INHERITED_NAMES: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

type Limits = { readonly [K in keyof typeof PAYLOAD_LIMITS]: number };

interface Pending {
  readonly value: unknown;
  readonly path: string;
  readonly depth: number;
}

/**
 * The first limit the parts break, as a failure naming where (`payload[1].actions has 120000
 * items; no call takes more than 500`), or undefined. Iterative, so no depth can overflow it, and
 * it stops at the first broken limit, so its work is bounded by the limits, not by the request.
 */
export function payloadLimitFailure(parts: readonly unknown[], limits: Limits = PAYLOAD_LIMITS): string | undefined {
  const pending: Pending[] = parts.map((value, index) => ({ value, path: pathStep('payload', index), depth: 0 })).reverse();
  let values = 0;
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    values += 1;
    if (values > limits.values) return `the payload has more than ${limits.values} values; no call takes as many`;
    if (typeof value === 'string' && value.length > limits.stringLength) {
      return `${path} is a string of ${value.length} characters; no call takes more than ${limits.stringLength}`;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= limits.nesting) return `${path} is nested more than ${limits.nesting} levels deep; no call takes as many`;
    if (Array.isArray(value)) {
      if (value.length > limits.listItems) return `${path} has ${value.length} items; no call takes more than ${limits.listItems}`;
      for (let index = value.length - 1; index >= 0; index -= 1) pending.push({ value: value[index], path: pathStep(path, index), depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(value);
    if (keys.length > limits.listItems) return `${path} has ${keys.length} fields; no call takes more than ${limits.listItems}`;
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index]!;
      if (key.length > limits.keyLength) {
        return `${path} has a field name of ${key.length} characters (${pathStep('', key).slice(1)}); no field name is longer than ${limits.keyLength}`;
      }
      if (INHERITED_NAMES.has(key)) return `${pathStep(path, key)} is not a field any call takes`;
      pending.push({ value: (value as Record<string, unknown>)[key], path: pathStep(path, key), depth: depth + 1 });
    }
  }
  return undefined;
}
