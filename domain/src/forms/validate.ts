import { isEmptyValue } from './empty-value.js';
import { messageKey, type MessageKey } from './messages.js';
import { parseRules } from './parse-rules.js';
import { RULE_CHECKS, type ValidationContext } from './rule-checks.js';
import { REQUIRING_RULES, type ParsedRule, type RuleName } from './rule-names.js';

export interface RuleFailure {
  readonly rule: RuleName;
  readonly key: MessageKey;
  /** The rule's parameters ('3' for min:3), for the translated message. */
  readonly params: readonly string[];
}

/**
 * Runs the rules on a value and returns the failing ones, in rule order, as message keys; an
 * empty list means valid. An empty value passes every rule except `required` and `rating`
 * (spec 1 §5). Reading chosen: that holds even when `required` is in the list, so an empty value
 * under 'required|min:3' reports `required` only, not `min` as well.
 */
export function validate(
  value: unknown,
  rules: string | readonly ParsedRule[],
  context: ValidationContext = {},
): RuleFailure[] {
  const parsed = typeof rules === 'string' ? parseRules(rules) : rules;
  const empty = isEmptyValue(value);
  return parsed
    .filter((rule) => !(empty && !REQUIRING_RULES.has(rule.name)))
    .filter((rule) => !RULE_CHECKS[rule.name](value, rule.params, context))
    .map((rule) => ({ rule: rule.name, key: messageKey(rule.name), params: rule.params }));
}
