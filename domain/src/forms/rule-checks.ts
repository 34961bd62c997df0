import { isPresent } from './empty-value.js';
import { isValidEmail } from './email.js';
import type { RuleName } from './rule-names.js';
import { valueLength } from './value-length.js';

/** Other fields of the same form, by name: what `confirmed:password` compares against. */
export interface ValidationContext {
  readonly values?: Readonly<Record<string, unknown>>;
}

type RuleCheck = (value: unknown, params: readonly string[], context: ValidationContext) => boolean;

// parseRules guarantees the parameter is there (and is a whole length for min/max); the
// fallback only satisfies noUncheckedIndexedAccess.
const firstParam = (params: readonly string[]): string => params[0] ?? '';

export const RULE_CHECKS: Readonly<Record<RuleName, RuleCheck>> = {
  required: (value) => isPresent(value),
  rating: (value) => isPresent(value),
  email: (value) => typeof value === 'string' && isValidEmail(value),
  min: (value, params) => valueLength(value) >= Number(firstParam(params)),
  max: (value, params) => valueLength(value) <= Number(firstParam(params)),
  confirmed: (value, params, context) => value === context.values?.[firstParam(params)],
  oneOf: (value, params) => params.includes(String(value)),
};
