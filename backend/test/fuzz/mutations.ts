import fc from 'fast-check';
import { hostileValue, oddKey } from './hostile-values.js';

/**
 * One way to spoil a payload: a value replaced by a hostile one, a field removed, an odd field
 * added, a value wrapped in a list or an object, a part added or dropped, or the whole body
 * replaced. `at` picks the place among the payload's places, whatever their number.
 */
export type Mutation =
  | { readonly kind: 'replace' | 'wrapInList' | 'wrapInObject' | 'delete'; readonly at: number; readonly value: unknown }
  | { readonly kind: 'addField'; readonly at: number; readonly key: string; readonly value: unknown }
  | { readonly kind: 'addPart'; readonly value: unknown }
  | { readonly kind: 'body'; readonly value: unknown }
  | { readonly kind: 'dropPart' };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constantFrom('replace' as const), at: fc.nat(), value: hostileValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('delete' as const), at: fc.nat(), value: fc.constant(null) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('wrapInList' as const, 'wrapInObject' as const), at: fc.nat(), value: fc.constant(null) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('addField' as const), at: fc.nat(), key: oddKey, value: hostileValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('addPart' as const), value: hostileValue }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'dropPart' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('body' as const), value: hostileValue }) },
);

type Container = Record<string, unknown> | unknown[];
interface Place {
  readonly container: Container;
  readonly key: string | number;
}

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** Every place a value sits in the body (each part, each field, each list item), outermost first. */
function placesOf(body: Container): Place[] {
  const places: Place[] = [];
  const pending: Container[] = [body];
  while (pending.length > 0) {
    const container = pending.shift()!;
    for (const key of Array.isArray(container) ? container.keys() : Object.keys(container)) {
      places.push({ container, key });
      const value = (container as Record<string | number, unknown>)[key];
      if (isContainer(value)) pending.push(value);
    }
  }
  return places;
}

/** A fresh copy of a generated value, so later mutations never change what fast-check generated (it replays and shrinks it). */
const copy = (value: unknown): unknown => (isContainer(value) ? (JSON.parse(JSON.stringify(value)) as unknown) : value);

/** Own property even for `__proto__`, as JSON.parse would make it. */
const setField = (container: Container, key: string | number, value: unknown): void => {
  Object.defineProperty(container, key, { value, enumerable: true, writable: true, configurable: true });
};

/** The body after the mutations, in order; the generated payload itself is left as it was (fast-check shrinks it). */
export function mutated(parts: readonly unknown[], mutations: readonly Mutation[]): unknown {
  let body: unknown = copy(parts);
  for (const change of mutations) {
    if (change.kind === 'body') {
      body = copy(change.value);
      continue;
    }
    if (!Array.isArray(body)) continue;
    if (change.kind === 'addPart') body.push(copy(change.value));
    else if (change.kind === 'dropPart') body.pop();
    else if (change.kind === 'addField') {
      const objects = placesOf(body)
        .map((place) => (place.container as Record<string | number, unknown>)[place.key])
        .filter((value): value is Record<string, unknown> => isContainer(value) && !Array.isArray(value));
      const target = objects[change.at % Math.max(objects.length, 1)];
      if (target) setField(target, change.key, copy(change.value));
    } else {
      const places = placesOf(body);
      const place = places[change.at % Math.max(places.length, 1)];
      if (!place) continue;
      const current = (place.container as Record<string | number, unknown>)[place.key];
      if (change.kind === 'replace') setField(place.container, place.key, copy(change.value));
      else if (change.kind === 'wrapInList') setField(place.container, place.key, [current]);
      else if (change.kind === 'wrapInObject') setField(place.container, place.key, { value: current });
      else if (Array.isArray(place.container)) place.container.splice(Number(place.key), 1);
      else delete place.container[place.key];
    }
  }
  return body;
}
