/** Turns key-based resource identifiers into id references; throws naming what is missing. */
export type KeyResolver = (typeId: string, key: string) => string;

const isKeyIdentifier = (value: Record<string, unknown>): value is { typeId: string; key: string } =>
  typeof value['typeId'] === 'string' && typeof value['key'] === 'string' && value['id'] === undefined;

/**
 * Drafts reference each other by key ({ typeId, key }) so one seed loads anywhere; stored
 * resources reference by id ({ typeId, id }), as commercetools returns them. Walking the whole
 * draft covers every reference field (productType, categories, taxCategory, custom.type, …) without
 * a list to keep in sync.
 */
export function resolveReferences<T>(value: T, resolve: KeyResolver): T {
  if (Array.isArray(value)) return value.map((item) => resolveReferences(item, resolve)) as T;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (isKeyIdentifier(record)) return { typeId: record.typeId, id: resolve(record.typeId, record.key) } as T;
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, resolveReferences(v, resolve)])) as T;
}
