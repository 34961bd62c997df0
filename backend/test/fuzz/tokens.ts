/**
 * Placeholders a generated payload holds instead of values that are large or known only at run
 * time: a failing case then prints as a few lines (`"@@huge:ones:120000@@"`) rather than 240 kB,
 * and shrinks and replays by seed however the session's cart ids came out. `payloadText`
 * replaces them in the JSON text when the request is sent.
 */
export type HugeKind = 'string' | 'deepArray' | 'deepObject' | 'ones' | 'objects' | 'keys';

export const huge = (kind: HugeKind, size: number): string => `@@huge:${kind}:${size}@@`;

/** A value of the session the case runs in: its cart's id and version, its customer's version and address. */
export type RefName = 'cartId' | 'cartVersion' | 'customerVersion' | 'addressId';

export const ref = (name: RefName): string => `@@ref:${name}@@`;

const hugeJson = (kind: HugeKind, size: number): string => {
  switch (kind) {
    case 'string': return JSON.stringify('k'.repeat(size));
    case 'deepArray': return `${'['.repeat(size)}${']'.repeat(size)}`;
    case 'deepObject': return `${'{"a":'.repeat(size)}1${'}'.repeat(size)}`;
    case 'ones': return `[${new Array<string>(size).fill('1').join(',')}]`;
    case 'objects': return `[${new Array<string>(size).fill('{}').join(',')}]`;
    case 'keys': return `{${Array.from({ length: size }, (_, index) => `"k${index}":1`).join(',')}}`;
  }
};

/** The JSON text of a generated body, its placeholders (values and keys alike) replaced by what they stand for. */
export function payloadText(body: unknown, refs: Readonly<Record<RefName, string | number | undefined>>): string {
  return JSON.stringify(body).replace(/"@@(huge|ref):([A-Za-z]+)(?::(\d+))?@@"/g, (token, type: string, name: string, size?: string) => {
    if (type === 'huge') return hugeJson(name as HugeKind, Number(size));
    const value = refs[name as RefName];
    return value === undefined ? token : JSON.stringify(value);
  });
}
