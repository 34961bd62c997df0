/** The rules registered for the storefront's forms (spec 1 §5, spec 2 §5). */
export const RULE_NAMES = ['email', 'required', 'min', 'max', 'confirmed', 'oneOf', 'rating'] as const;
export type RuleName = (typeof RULE_NAMES)[number];

/** Rules that fail on an empty value; every other rule lets an empty value pass. */
export const REQUIRING_RULES: ReadonlySet<RuleName> = new Set<RuleName>(['required', 'rating']);

export const isRuleName = (value: string): value is RuleName => (RULE_NAMES as readonly string[]).includes(value);

export interface ParsedRule {
  readonly name: RuleName;
  readonly params: readonly string[];
}
