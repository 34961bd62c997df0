import fc from 'fast-check';
import type { PayloadPartType } from '../../src/api/commerce-method.decorator.js';
import { dtoFields, type DtoField, type FieldRule } from '../../src/api/dto-metadata.js';
import { ref } from './tokens.js';

/** Nested DTOs deeper than this are left out: no call nests more than three. */
const MAX_DTO_DEPTH = 4;

/** Strings the mini seed and the sessions know, so some generated calls reach the handlers. */
const knownStrings = fc.constantFrom(
  ref('cartId'), ref('addressId'), 'EX10012345', 'EX20012345', 'EX20012346', 'ex-sk', 'SK', 'sk', 'sk-SK', 'parcel', 'freight',
  'fuzz@example.com', 'Passw0rd1', 'line-item-fields', 'cart-fields', 'channel', 'cart', 'type', 'payment',
);
const versions = fc.constantFrom<unknown>(ref('cartVersion'), ref('customerVersion'), 1, 2);

const ruleOf = (rules: readonly FieldRule[], name: string, each = false) =>
  rules.find((rule) => rule.name === name && rule.each === each);

const numberOf = (rules: readonly FieldRule[], name: string, each = false): number | undefined => {
  const value: unknown = ruleOf(rules, name, each)?.constraints[0];
  return typeof value === 'number' ? value : undefined;
};

/** A value the rules of one field (or, with `each`, of one item of a list field) would accept, more or less. */
function scalarArbitrary(rules: readonly FieldRule[], each: boolean): fc.Arbitrary<unknown> {
  // A version (api/version-field.ts) is worth sending right now and then: the session's current one.
  if (!each && rules[0]?.propertyName === 'version') return versions;
  const isIn = ruleOf(rules, 'isIn', each)?.constraints[0] as unknown[] | undefined;
  if (isIn?.length) return fc.constantFrom(...isIn);
  if (ruleOf(rules, 'isBoolean', each)) return fc.boolean();
  if (ruleOf(rules, 'isInt', each) || ruleOf(rules, 'min', each) || ruleOf(rules, 'max', each)) {
    const min = numberOf(rules, 'min', each) ?? 0;
    return fc.integer({ min, max: Math.max(min, numberOf(rules, 'max', each) ?? min + 50) });
  }
  if (ruleOf(rules, 'isShopEmail', each)) return fc.constantFrom('fuzz@example.com', 'a@b.sk', 'not-an-email');
  if (ruleOf(rules, 'isShopPassword', each)) return fc.constantFrom('Passw0rd1', 'password');
  const pattern = ruleOf(rules, 'matches', each)?.constraints[0];
  if (pattern instanceof RegExp) return fc.stringMatching(pattern, { size: 'xsmall' });
  if (ruleOf(rules, 'isObject', each)) return fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  if (ruleOf(rules, 'isString', each) || ruleOf(rules, 'isNotEmpty', each)) {
    const maxLength = Math.min(numberOf(rules, 'maxLength', each) ?? 16, 16);
    return fc.oneof(fc.string({ minLength: 1, maxLength }), knownStrings);
  }
  return fc.jsonValue({ maxDepth: 1 });
}

function fieldArbitrary(field: DtoField, depth: number): fc.Arbitrary<unknown> {
  const { rules, nested } = field;
  if (nested) {
    if (depth >= MAX_DTO_DEPTH) return fc.constant({});
    const item = fc.oneof(...nested.variants.map(({ type, tag }) =>
      dtoArbitrary(type, depth + 1).map((value) => (tag ? { ...value, [tag.property]: tag.name } : value))));
    return nested.each ? fc.array(item, { minLength: 1, maxLength: 3 }) : item;
  }
  if (ruleOf(rules, 'isArray')) {
    const minLength = ruleOf(rules, 'arrayNotEmpty') ? 1 : Math.min(numberOf(rules, 'arrayMinSize') ?? 0, 3);
    return fc.array(scalarArbitrary(rules, true), { minLength, maxLength: Math.max(minLength, Math.min(numberOf(rules, 'arrayMaxSize') ?? 3, 3)) });
  }
  return scalarArbitrary(rules, false);
}

const isOptional = (field: DtoField): boolean => field.rules.some((rule) => rule.type === 'conditionalValidation');

/**
 * A payload part shaped as the DTO declares it, read from the same decorator metadata the validator
 * uses (dto-metadata.ts): required fields present, optional ones sometimes, values of roughly the
 * declared kind. A new DTO or field is covered without touching this file.
 */
export function dtoArbitrary(type: PayloadPartType, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields = dtoFields(type);
  const model = Object.fromEntries(fields.map((field) => [field.name, fieldArbitrary(field, depth)]));
  const requiredKeys = fields.filter((field) => !isOptional(field)).map((field) => field.name);
  return fc.record(model, { requiredKeys, noNullPrototype: true });
}
