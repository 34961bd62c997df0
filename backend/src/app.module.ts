import { Module } from '@nestjs/common';
import { ApiModule } from './api/api.module.js';
import { ShopCacheModule } from './cache/shop-cache.module.js';
import { CartModule } from './cart/cart.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { CatalogueFeedModule } from './catalogue-feed/catalogue-feed.module.js';
import { CheckoutModule } from './checkout/checkout.module.js';
import { CommerceModule } from './commerce/commerce.module.js';
import { ConsentModule } from './consent/consent.module.js';
import { ContentModule } from './content/content.module.js';
import { CustomerModule } from './customer/customer.module.js';
import { HealthModule } from './health/health.module.js';
import { LoyaltyCardModule } from './loyalty-card/loyalty-card.module.js';
import { MarketModule } from './market/market.module.js';
import { MediaModule } from './media/media.module.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';
import { OrdersPortalModule } from './orders-portal/orders-portal.module.js';
import { AdyenModule } from './payments/adyen/adyen.module.js';
import { SearchModule } from './search/search.module.js';
import { SocialSignInModule } from './social-sign-in/social-sign-in.module.js';
import { StoresModule } from './stores/stores.module.js';
import { SupportModule } from './support/support.module.js';
import { ThrottleModule } from './throttle/throttle.module.js';
import { VatModule } from './vat/vat.module.js';

@Module({
  imports: [
    CommerceModule, ShopCacheModule, ThrottleModule, HealthModule, MarketModule, ApiModule,
    StoresModule, CatalogueModule, SearchModule, ContentModule, CartModule, CustomerModule, CheckoutModule,
    MediaModule, NewsletterModule, AdyenModule, VatModule,
    ConsentModule, OrdersPortalModule, LoyaltyCardModule, SocialSignInModule, CatalogueFeedModule, SupportModule,
  ],
})
export class AppModule {}
