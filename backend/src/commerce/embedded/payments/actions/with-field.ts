/**
 * Sets or clears an optional field: commercetools clears a field when the set-action omits its
 * value, and the stored document then has no such property at all (never `undefined` or null).
 */
export function withField<T extends object, K extends keyof T>(target: T, field: K, value: T[K] | undefined): T {
  const { [field]: _previous, ...rest } = target;
  return (value === undefined || value === null ? rest : { ...rest, [field]: value }) as T;
}
