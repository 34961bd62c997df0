import { Global, Inject, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { wholeNumberSetting } from '../config/whole-number-setting.js';
import { CatalogueChangeFeed } from './catalogue-change-feed.js';
import { CatalogueChangesController } from './catalogue-changes.controller.js';

/**
 * The catalogue's change feed for the storefronts' page caches (GET /internal/catalogue-changes)
 * and for the answers cached by catalogue state (getProduct's). CATALOGUE_FEED_POLL_MS: how often
 * the embedded engine's change log is read (a local indexed query; commercetools is asked at most
 * every 2 s whatever this says). The heartbeat keeps the stream under the HTTP idle timeout and
 * lets a listener tell a dead link.
 */
@Global()
@Module({
  controllers: [CatalogueChangesController],
  providers: [{
    provide: CatalogueChangeFeed,
    useFactory: (commerce: CommercePort) => new CatalogueChangeFeed(commerce.catalogue, {
      pollMs: wholeNumberSetting(process.env, { name: 'CATALOGUE_FEED_POLL_MS', fallback: 200, min: 10, max: 60_000 }),
      heartbeatMs: 15_000,
    }),
    inject: [COMMERCE_PORT],
  }],
  exports: [CatalogueChangeFeed],
})
export class CatalogueFeedModule implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(@Inject(CatalogueChangeFeed) private readonly feed: CatalogueChangeFeed) {}

  onApplicationBootstrap(): void {
    this.feed.start();
  }

  /** Before the catalogue closes; open streams would keep the HTTP server from closing. */
  async onModuleDestroy(): Promise<void> {
    await this.feed.close();
  }
}
