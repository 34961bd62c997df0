import type { ValidationError } from 'class-validator';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * class-validator's messages name only the property (`hitsPerPage must be an integer number`);
 * the client needs the path in its request (`requests[0].hitsPerPage ...`).
 */
export function validationFailures(errors: readonly ValidationError[], parentPath: string): string[] {
  return errors.flatMap((error) => {
    const path = /^\d+$/.test(error.property) ? `${parentPath}[${error.property}]` : `${parentPath}.${error.property}`;
    const own = Object.values(error.constraints ?? {}).map((message) => {
      const named = new RegExp(`(^|\\s)${escapeRegExp(error.property)}(?=\\s|$)`);
      return named.test(message) ? message.replace(named, `$1${path}`) : `${path}: ${message}`;
    });
    return [...own, ...validationFailures(error.children ?? [], path)];
  });
}
