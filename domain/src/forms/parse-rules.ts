import { isRuleName, type ParsedRule, type RuleName } from './rule-names.js';

/** The rule string a validated input gets when it declares none (spec 1 §5). */
export const DEFAULT_INPUT_RULES = 'required|min:3';

type Arity = { readonly min: number; readonly max: number; readonly lengths?: true };
const ARITY: Readonly<Record<RuleName, Arity>> = {
  email: { min: 0, max: 0 },
  required: { min: 0, max: 0 },
  rating: { min: 0, max: 0 },
  min: { min: 1, max: 1, lengths: true },
  max: { min: 1, max: 1, lengths: true },
  confirmed: { min: 1, max: 1 },
  oneOf: { min: 1, max: Number.POSITIVE_INFINITY },
};

const LENGTH = /^(?:0|[1-9][0-9]*)$/;

/**
 * Parses 'required|min:3', 'max:50', 'oneOf:a,b', 'confirmed:password'. Rule strings are written
 * by developers, not shoppers, so a malformed one throws at once instead of silently validating
 * nothing: unknown rule, empty segment, wrong parameter count, empty parameter, non-integer length.
 */
export function parseRules(rules: string): ParsedRule[] {
  if (rules === '') return [];
  return rules.split('|').map((segment) => parseRule(segment, rules));
}

function parseRule(segment: string, source: string): ParsedRule {
  const colon = segment.indexOf(':');
  const name = colon === -1 ? segment : segment.slice(0, colon);
  const params = colon === -1 ? [] : segment.slice(colon + 1).split(',');
  if (!isRuleName(name)) throw new SyntaxError(`Unknown form rule "${name}" in "${source}"`);
  const arity = ARITY[name];
  if (params.length < arity.min || params.length > arity.max) {
    throw new SyntaxError(`Form rule "${name}" takes ${describeArity(arity)} in "${source}"`);
  }
  if (params.some((param) => param === '')) throw new SyntaxError(`Empty parameter for "${name}" in "${source}"`);
  if (arity.lengths && !params.every((param) => LENGTH.test(param))) {
    throw new SyntaxError(`Form rule "${name}" needs a whole length in "${source}"`);
  }
  return { name, params };
}

const describeArity = ({ min, max }: Arity): string =>
  min === max ? `${min} parameter(s)` : `at least ${min} parameter(s)`;
