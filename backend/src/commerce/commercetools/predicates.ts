/** A commercetools query-predicate string literal (double quotes, backslash escapes: JSON's rules). */
export const literal = (value: string): string => JSON.stringify(value);

export const inList = (values: readonly string[]): string => `(${values.map(literal).join(', ')})`;

/** The most results commercetools answers to one query (its `limit` maximum). */
export const MAX_LIMIT = 500;
