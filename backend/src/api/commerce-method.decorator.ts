import { Reflector } from '@nestjs/core';
import type { CallContext } from './call-context.js';

/** A class whose instances a payload part is validated into (class-validator decorators on its fields). */
export type PayloadPartType = new () => object;

/** What `@CommerceMethod` records on a handler: the method name clients post to and its payload parts. */
export interface CommerceMethodDefinition {
  readonly name: string;
  /** One DTO class per payload part, in order; extra parts are refused. */
  readonly parts: readonly PayloadPartType[];
  /**
   * How many leading parts must be sent (all by default). A part after those may be left out,
   * e.g. getMyCart's `{ cartId, storeKey }`, which the session makes redundant: it is then
   * validated as `{}`.
   */
  readonly required?: number;
}

/**
 * A handler receives the validated parts (instances of the declared DTO classes, in order) and the
 * call's context. Whatever it returns is the response body; CommerceError it throws becomes the
 * spec's error body.
 */
export type CommerceHandler = (parts: never, context: CallContext) => unknown;

/**
 * The metadata carrier. Reflector.createDecorator gives a typed key that the registry reads back
 * with `reflector.get(CommerceMethodMetadata, handler)`, so the key is never spelt twice.
 */
export const CommerceMethodMetadata = Reflector.createDecorator<CommerceMethodDefinition>({ key: 'shop:commerce-method' });

/**
 * Marks a provider method as the handler of `POST /api/ct/{name}`. Discovery at start-up finds it,
 * so a module adds a call by decorating a method of one of its providers; nothing is listed by hand.
 *
 * @example
 *   @CommerceMethod('getStores', { parts: [GetStoresPayload] })
 *   getStores([query]: [GetStoresPayload], context: CallContext) { … }
 */
export function CommerceMethod(name: string, options: { parts?: readonly PayloadPartType[]; required?: number } = {}) {
  // The descriptor type only lets handler-shaped methods be decorated: (parts, context) => unknown.
  return <T extends CommerceHandler>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<T>): void => {
    const parts = options.parts ?? [];
    CommerceMethodMetadata({ name, parts, required: options.required ?? parts.length })(target, key, descriptor);
  };
}
