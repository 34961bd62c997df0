import fc from 'fast-check';
import { huge } from './tokens.js';

/**
 * What an attacker or a careless client puts where a field's value belongs: wrong types, nulls,
 * numbers JSON carries but JavaScript does not hold exactly, lists where objects go and back,
 * odd unicode, and (rarely, as they are costly) huge and deep values.
 */
const oddScalars = fc.constantFrom<unknown>(
  null, true, false, 0, -1, 1.5, -0.5, 1e308, -1e308, 2 ** 53, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER,
  '', ' ', '5', '-1', 'true', 'null', '[]', '{}', '\u0000', '\uD800', '𝔘𝔫𝔦', 'ř'.repeat(300), 'x'.repeat(257),
);
const oddShapes = fc.constantFrom<unknown>(
  [], {}, [null], [[]], [{}], [[{ action: 'recalculate' }]], { action: 'recalculate' }, [1, 'a', null, {}],
  { typeId: 'cart', id: 'x' }, { key: 'ex-sk' }, { id: null }, { version: 1e308 },
  // Order drafts with a null alternative (issue 18).
  { id: null, version: 2 }, { cart: null, version: 1 }, { cart: { id: null }, version: 1 },
);
const hugeValues = fc.oneof(
  fc.constantFrom(101, 257, 5001, 10_001, 40_000, 200_000).map((size) => huge('string', size)),
  fc.constantFrom(31, 33, 100, 5000).chain((size) => fc.constantFrom(huge('deepArray', size), huge('deepObject', size))),
  fc.constantFrom(51, 501, 5000, 120_000).map((size) => huge('ones', size)),
  fc.constantFrom(501, 20_000).map((size) => huge('objects', size)),
  fc.constantFrom(501, 5000).map((size) => huge('keys', size)),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: oddScalars },
  { weight: 4, arbitrary: oddShapes },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: hugeValues },
);

/** Field names that are no field: prototype keys, empty, numeric, dotted, unicode and far too long. */
export const oddKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '', ' ', '0', '-1', 'a.b', '$where',
    'action', 'id', 'version', 'typeId', '\u0000', 'ключ', '🔑', 'k'.repeat(100), 'k'.repeat(101),
  ),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(1000, 40_000).map((size) => huge('string', size)),
);
