import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { CommerceMethodMetadata, type CommerceMethodDefinition } from './commerce-method.decorator.js';

/** A discovered handler: its definition and the call bound to its provider instance. */
export interface RegisteredMethod extends CommerceMethodDefinition {
  /** `StoresCalls.getStores`: named in start-up errors and server logs. */
  readonly owner: string;
  readonly invoke: (parts: readonly object[], context: unknown) => unknown;
}

/**
 * Finds every `@CommerceMethod` on the providers of all modules once, when the modules
 * initialise (all singletons exist by then), so a call is served by a map lookup. A name claimed
 * twice stops start-up naming both owners: silently serving one of them would be a routing bug
 * found only in production.
 */
@Injectable()
export class CommerceMethodRegistry implements OnModuleInit {
  private readonly methods = new Map<string, RegisteredMethod>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (typeof instance !== 'object' || instance === null) continue;
      const prototype = Object.getPrototypeOf(instance) as object | null;
      for (const key of this.scanner.getAllMethodNames(prototype)) {
        const handler = (instance as Record<string, unknown>)[key];
        if (typeof handler !== 'function') continue;
        const definition = this.reflector.get(CommerceMethodMetadata, handler);
        if (!definition) continue;
        const owner = `${instance.constructor.name}.${key}`;
        // A request-scoped provider has no single instance to call; refusing it early beats a
        // handler that silently runs on a stale prototype instance.
        if (!wrapper.isDependencyTreeStatic()) {
          throw new Error(`Commerce method '${definition.name}' (${owner}) must be on a singleton provider`);
        }
        this.register({ ...definition, owner, invoke: (parts, context) => handler.call(instance, parts, context) });
      }
    }
  }

  private register(method: RegisteredMethod): void {
    const existing = this.methods.get(method.name);
    if (existing) {
      throw new Error(`Commerce method '${method.name}' is registered twice: by ${existing.owner} and by ${method.owner}`);
    }
    this.methods.set(method.name, method);
  }

  find(name: string): RegisteredMethod | undefined {
    // Own-key lookup only: a method named 'constructor' or '__proto__' is simply unknown.
    return this.methods.get(name);
  }

  names(): string[] {
    return [...this.methods.keys()].sort();
  }
}
