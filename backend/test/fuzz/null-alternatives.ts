import type { RegisteredMethod } from '../../src/api/commerce-method.registry.js';
import { exactlyOneOfFields } from '../../src/api/exactly-one-of.js';

/**
 * For a part whose class asks for exactly one of several fields (a draft's `id | cart`, a store's
 * `key | id | ids`), the shapes a careless client sends: each alternative as null, alone and next to
 * a real one. `@IsOptional` lets null through a field's own rules, so these reach the class rule and,
 * were it to take null as given, the handler (issue 18: createOrder's `[{ id: null, version }]` was a 500).
 */
export function nullAlternativeParts(method: RegisteredMethod, sample: readonly unknown[]): unknown[][] {
  const variants: unknown[][] = [];
  method.parts.forEach((type, index) => {
    const fields = exactlyOneOfFields(type);
    const part = sample[index];
    if (!fields || typeof part !== 'object' || part === null) return;
    for (const field of fields) {
      const bare = Object.fromEntries(Object.entries(part).filter(([key]) => !fields.includes(key)));
      const other = fields.find((name) => name !== field && (part as Record<string, unknown>)[name] !== undefined);
      const alone = { ...bare, [field]: null };
      const beside = other ? { ...alone, [other]: (part as Record<string, unknown>)[other] } : undefined;
      for (const spoiled of beside ? [alone, beside] : [alone]) variants.push(sample.map((value, at) => (at === index ? spoiled : value)));
    }
  });
  return variants;
}
