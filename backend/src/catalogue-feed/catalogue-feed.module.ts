import { Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { wholeNumberSetting } from '../config/whole-number-setting.js';
import { CatalogueChangeFeed } from './catalogue-change-feed.js';
import { CatalogueChangesController } from './catalogue-changes.controller.js';

/**
 * The catalogue's change feed for the storefronts' page caches (GET /internal/catalogue-changes).
 * CATALOGUE_FEED_POLL_MS: how often the embedded engine's change log is read while a storefront
 * listens (a local indexed query; commercetools is asked at most every 2 s whatever this says).
 * The heartbeat keeps the stream under the HTTP idle timeout and lets a listener tell a dead link.
 */
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
})
export class CatalogueFeedModule implements OnModuleDestroy {
  constructor(@Inject(CatalogueChangeFeed) private readonly feed: CatalogueChangeFeed) {}

  /** Open streams would keep the HTTP server from closing. */
  onModuleDestroy(): void {
    this.feed.close();
  }
}
