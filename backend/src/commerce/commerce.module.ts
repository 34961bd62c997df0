import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { COMMERCE_PORT } from './port/commerce-port.js';
import { ACTIVE_COMMERCE, createCommerce, type ActiveCommerce } from './commerce.providers.js';

/** Provides the active commerce adapter to every module (COMMERCE_PORT) and closes it on shutdown. */
@Global()
@Module({
  providers: [
    { provide: ACTIVE_COMMERCE, useFactory: () => createCommerce() },
    { provide: COMMERCE_PORT, useFactory: (active: ActiveCommerce) => active.port, inject: [ACTIVE_COMMERCE] },
  ],
  exports: [ACTIVE_COMMERCE, COMMERCE_PORT],
})
export class CommerceModule implements OnApplicationShutdown {
  constructor(@Inject(ACTIVE_COMMERCE) private readonly active: ActiveCommerce) {}

  async onApplicationShutdown(): Promise<void> {
    await this.active.port.close();
  }
}
