import { invalidInput } from '../port/commerce-error.js';

/**
 * The handler of an update action by its name. Only the table's own entries count, so an action
 * named like an Object method ('toString', 'constructor') is refused like any unknown one.
 */
export function updateActionHandler<H>(handlers: Readonly<Record<string, H>>, action: unknown, resource: string): H {
  const name = (action as { action?: unknown } | null | undefined)?.action;
  if (typeof name === 'string' && Object.hasOwn(handlers, name)) return handlers[name]!;
  throw invalidInput(`The update action '${String(name)}' is not supported for ${resource}.`, 'InvalidJsonInput', {
    detailedErrorMessage: `actions -> action: Unknown update action '${String(name)}'.`,
  });
}
