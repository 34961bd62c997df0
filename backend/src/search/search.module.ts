import { Inject, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { SearchController } from './search.controller.js';
import { SEARCH_ENGINE, type SearchEngine } from './search-engine.js';
import { createSearchEngine, warmUpFromEnv } from './search-engine.providers.js';
import { SearchService } from './search.service.js';

/**
 * Search: an embedded engine per language-and-country (or Algolia when configured), Algolia's
 * multi-query shape. The embedded indexes start building when the application has started
 * (SEARCH_WARM_UP) and builds under way are awaited on shutdown, before the catalogue they read
 * is closed.
 */
@Module({
  controllers: [SearchController],
  providers: [
    { provide: SEARCH_ENGINE, useFactory: (commerce: CommercePort) => createSearchEngine(process.env, commerce), inject: [COMMERCE_PORT] },
    SearchService,
  ],
  exports: [SEARCH_ENGINE],
})
export class SearchModule implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(@Inject(SEARCH_ENGINE) private readonly engine: SearchEngine) {}

  onApplicationBootstrap(): void {
    if (warmUpFromEnv(process.env)) this.engine.warmUp();
  }

  async onModuleDestroy(): Promise<void> {
    await this.engine.close();
  }
}
